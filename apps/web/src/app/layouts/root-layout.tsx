import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useUserBase } from '@/api/user/get-user-base';
import { PageChrome } from '@/features/chrome/components/page-chrome';
import { documentTitle } from '../document-title';
import { useRestoreScrollWhenTallEnough } from '../scroll-restore';
import { useRouteMeta } from '../use-route-meta';

/** Scroll positions are kept per route path (SPEC §2), not per history entry. */
const scrollKey = (location: { pathname: string }) => location.pathname;

/** Every page: the document title from the matched route, and the chrome its meta asks for. */
export function RootLayout(): React.JSX.Element {
  const meta = useRouteMeta();
  const siteName = useUserBase().data?.common_config?.site_name;
  const title = documentTitle(meta.title, siteName);
  // After <ScrollRestoration>'s own scroll (a child's layout effect runs first): lazy pages grow later.
  useRestoreScrollWhenTallEnough();

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <PageChrome meta={meta}>
        <Outlet />
      </PageChrome>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
