import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from '@/app/route-meta';
import { SearchSuggest } from '@/components/goods/suggest/search-suggest';
import { NavBar } from './nav-bar';
import styles from './page-chrome.module.css';
import type { SuggestRender } from './search-box';
import { SideBar } from './side-bar';
import { FloatBanner, TopRightAd } from './site-ads';
import { SiteFooter } from './site-footer';
import { LoginHeader, SiteHeader } from './site-header';
import { StickyHeader } from './sticky-header';
import { TopBar } from './top-bar';

/** The header suggestions dropdown (SPEC §4/§5/§7), in both the header and the sticky header. */
const suggest: SuggestRender = (context) => <SearchSuggest {...context} />;

/**
 * After a move to another page inside the app, focus goes to the new page's content, as a page
 * load would start over: the next Tab is the page's first control, not the rest of the header.
 * Changes of the query alone (filters, sorting, paging) leave focus where it is.
 */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The shared chrome of SPEC §2 around every page, drawn from the route's meta: top bar,
 * header (full / login / none), nav row with the category menu, the page in the 1200 px
 * column, footer, side bar, the bottom floating banner (never over a page's own action bar) and
 * the top-right ad. A skip link (跳到主要内容) comes first in the tab order on every page. The header and the page fill at least the window, so the footer starts below
 * the fold: a page growing as its data arrives never pushes a footer the buyer is looking at.
 */
export function PageChrome(props: { meta: RouteMeta; children: ReactNode }): React.JSX.Element {
  const { meta } = props;
  useFocusMainOnNavigation();
  const hasHeader = meta.header !== 'none';
  const hasNavRow = hasHeader && (meta.navBar || meta.categoryMenu !== false);
  return (
    <div className={meta.sidebar ? `${styles.page} ${styles.withSideBar}` : styles.page}>
      <a href="#main-content" className={styles.skipLink} data-testid="skip-link">
        跳到主要内容
      </a>
      <div className={styles.screen}>
        {hasHeader ? <TopBar /> : null}
        {meta.header === 'full' ? (
          <>
            <SiteHeader suggest={suggest} ad={meta.topRightAd ? <TopRightAd /> : null} />
            <StickyHeader suggest={suggest} />
          </>
        ) : null}
        {meta.header === 'login' ? <LoginHeader title={meta.title} /> : null}
        {hasNavRow ? (
          <NavBar
            categoryMenu={meta.categoryMenu}
            categoryMenuOpen={meta.categoryMenuOpen ?? false}
            navBar={meta.navBar}
          />
        ) : null}
        <main id="main-content" className={styles.main} tabIndex={-1} data-testid="main-content">
          {props.children}
        </main>
      </div>
      {meta.footer ? <SiteFooter /> : null}
      {meta.sidebar ? <SideBar /> : null}
      {meta.footer && !meta.actionBar ? <FloatBanner /> : null}
    </div>
  );
}
