/**
 * The data router built from THE route table (route-table.ts): every route of SPEC §2 with its
 * meta as `handle`, the lazy page each entry names (inside AntdScope when it uses antd), the
 * redirects, the eleven_index guard, unknown paths to /404, and the root guard for the one-reload
 * `login=1` flag.
 */
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, replace } from 'react-router';
import { MAIN_SITE_URL } from '@/config/env';
import RouteErrorPage from '@/features/status/pages/route-error-page';
import { consumeLoginReload } from '@/lib/session-flags';
import { RootFallback } from './layouts/root-fallback';
import { RootLayout } from './layouts/root-layout';
import { redirectTarget } from './redirect-target';
import { type LazyPage, NOT_FOUND_PATH, type RouteEntry, routeTable } from './route-table';

/** Redirects and guards render nothing of their own (declared so the router does not warn). */
const RendersNothing = () => null;

/** A promise that never settles: the browser is leaving, nothing should render meanwhile. */
const leaving = () => new Promise<never>(() => {});

/** Loads a page on first visit; an antd page arrives together with the antd scope it renders in. */
function lazyPage(page: LazyPage, antd: boolean): RouteObject['lazy'] {
  return async () => {
    if (!antd) return { Component: (await page()).default };
    const [{ default: Page }, { AntdScope }] = await Promise.all([page(), import('./antd-scope')]);
    return {
      element: (
        <AntdScope>
          <Page />
        </AntdScope>
      ),
    };
  };
}

function toRouteObject(entry: RouteEntry): RouteObject {
  switch (entry.kind) {
    case 'page':
      return { id: entry.id, path: entry.path, handle: entry.meta, lazy: lazyPage(entry.page, entry.antd) };
    case 'redirect':
      return {
        id: entry.id,
        path: entry.path,
        Component: RendersNothing,
        loader: ({ params, request }: LoaderFunctionArgs) =>
          replace(redirectTarget(entry.to, params, new URL(request.url).search)),
      };
    case 'leave':
      return {
        id: entry.id,
        path: entry.path,
        Component: RendersNothing,
        loader: () => {
          window.location.assign(MAIN_SITE_URL);
          return leaving();
        },
      };
  }
}

let firstNavigation = true;

/** Runs before every navigation: after a login, the next navigation becomes one full page load. */
function rootGuard({ request }: LoaderFunctionArgs) {
  const isFirst = firstNavigation;
  firstNavigation = false;
  if (!consumeLoginReload(isFirst)) return null;
  // The flag is set at login, so the entry being left is /login: replace it rather than keep it.
  window.location.replace(request.url);
  return leaving();
}

export const routes: RouteObject[] = [
  // The operator console: its own lazy entry and layout, none of the store's chrome (decision 020).
  {
    id: 'admin',
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('@/admin/entry')).default }),
  },
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteErrorPage,
    loader: rootGuard,
    shouldRevalidate: () => true,
    children: [
      {
        // Errors of a page render inside the chrome, not instead of it.
        ErrorBoundary: RouteErrorPage,
        children: [
          ...routeTable.map(toRouteObject),
          { id: 'not_found', path: '*', Component: RendersNothing, loader: () => replace(NOT_FOUND_PATH) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
