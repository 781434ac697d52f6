import { NAV_ENTRY_COUNT } from '@mall/shared/constants';
import type { NavEntry } from '@mall/shared/focus';
import { useLocation } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { BannerLink } from '@/components/banner-link/banner-link';
import { toInternalPath } from '@/components/banner-link/link-action';
import styles from './main-nav.module.css';

/** Whether `pathname` is the page a nav entry points at (or below it). */
function isActive(entry: NavEntry, pathname: string): boolean {
  const target = entry.url ? toInternalPath(entry.url, window.location.origin) : null;
  if (target === null) return false;
  const targetPath = target.split(/[?#]/)[0] || '/';
  if (targetPath === '/') return pathname === '/';
  return pathname === targetPath || pathname.startsWith(`${targetPath}/`);
}

/** The main nav: at most 9 entries, child menus on hover, the current page's entry highlighted. */
export function MainNav() {
  const { data } = useFocusCommon();
  const { pathname } = useLocation();
  const entries = (data?.nav ?? []).slice(0, NAV_ENTRY_COUNT);
  return (
    <nav className={styles.nav} data-testid="main-nav" aria-label="主导航">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <BannerLink
              url={entry.url}
              newWindow={entry.is_open === 1}
              className={isActive(entry, pathname) ? `${styles.entry} ${styles.active}` : styles.entry}
            >
              {entry.image ? (
                <img src={entry.image} alt="" width={18} height={18} className={styles.icon} />
              ) : null}
              {entry.name}
            </BannerLink>
            {entry.children.length > 0 ? (
              <ul className={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <BannerLink url={child.url} newWindow={child.is_open === 1} className={styles.child}>
                      {child.name}
                    </BannerLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
