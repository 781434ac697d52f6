/**
 * The help centre's frame: the left menu of categories and their articles (SPEC §2), the one
 * being read highlighted, and the page's content on the right.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHelpCategories } from '@/api/content/get-help-categories';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { articleHref, CATEGORY_PAGES } from '../utils/help-links';
import styles from './help-layout.module.css';

/** Category path → the page that shows the whole category (e.g. /help/zfps → /help/pay). */
const CATEGORY_PAGE_OF = new Map(Object.entries(CATEGORY_PAGES).map(([page, category]) => [category, page]));

interface HelpLayoutProps {
  /** The article on screen, if any. */
  currentId?: number | undefined;
  /** The route's path, for category pages and while the article loads. */
  currentPath: string;
  children: ReactNode;
}

function HelpMenu({ currentId, currentPath }: Omit<HelpLayoutProps, 'children'>) {
  const { data: categories, isPending } = useHelpCategories();
  if (isPending) return <Spinner size="small" />;
  return (
    <>
      {(categories ?? []).map((category) => {
        const page = CATEGORY_PAGE_OF.get(category.path);
        const pageIsCurrent = page !== undefined && page === currentPath && !currentId;
        return (
          <section key={category.id} className={styles.group}>
            <h3 className={pageIsCurrent ? `${styles.groupTitle} ${styles.current}` : styles.groupTitle}>
              {page ? (
                <Link to={page} aria-current={pageIsCurrent ? 'page' : undefined}>
                  {category.name}
                </Link>
              ) : (
                category.name
              )}
            </h3>
            <ul className={styles.items}>
              {category.children.map((child) => {
                const href = articleHref(child);
                const current = currentId ? child.id === currentId : href === currentPath;
                return (
                  <li key={child.id}>
                    <Link
                      to={href}
                      className={current ? `${styles.item} ${styles.current}` : styles.item}
                      aria-current={current ? 'page' : undefined}
                    >
                      {child.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function HelpLayout({ currentId, currentPath, children }: HelpLayoutProps): React.JSX.Element {
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="帮助中心目录" data-testid="help-menu">
        <h2 className={styles.menuTitle}>
          <Link to={paths.help()}>帮助中心</Link>
        </h2>
        <HelpMenu currentId={currentId} currentPath={currentPath} />
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
