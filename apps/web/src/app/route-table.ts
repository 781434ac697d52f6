/**
 * THE route table of SPEC §2: every path with its title, chrome flags, owner, lazy page and whether
 * that page uses antd, the redirects and the guard. router.tsx turns it into the data router;
 * config/paths.ts derives hrefs from it; tests walk it. Pages load only when the router calls them,
 * so node tests can import the table without React or the pages.
 */
import { accountRoutes } from './routes/account';
import { cartRoutes } from './routes/cart';
import { contentRoutes } from './routes/content';
import { goodsRoutes } from './routes/goods';
import { memberRoutes } from './routes/member';
import type { PageRoute, RouteEntry } from './routes/presets';
import { topRoutes } from './routes/top';
import { zoneRoutes } from './routes/zones';

const areas = [
  ...topRoutes,
  ...goodsRoutes,
  ...cartRoutes,
  ...memberRoutes,
  ...accountRoutes,
  ...zoneRoutes,
  ...contentRoutes,
] as const;

/** Every path pattern of the table, as a type, so a mistyped link fails to compile. */
export type RoutePath = (typeof areas)[number]['path'];

export const routeTable: readonly RouteEntry[] = areas;

/** The pages (not redirects or guards). */
export const pageRoutes: readonly PageRoute[] = routeTable.filter((r): r is PageRoute => r.kind === 'page');

const byPath = new Map<string, RouteEntry>(routeTable.map((r) => [r.path, r]));

export function findRoute(path: string): RouteEntry | undefined {
  return byPath.get(path);
}

/** Where an unknown path goes (SPEC §2). */
export const NOT_FOUND_PATH = '/404';

export type { LazyPage, LeaveRoute, PageRoute, RedirectRoute, RouteEntry } from './routes/presets';
