/**
 * The store's pages as the browser walks take them: every page route of the one route table with a
 * concrete URL (each `:param`, required or optional, gets the value 1). The route walk, the
 * layout-shift walk and bench:pages read the same list.
 */
import { pageRoutes } from '../src/app/route-table.ts';

export interface RouteVisit {
  /** The route's pattern, e.g. `/list/info/:id`. */
  pattern: string;
  /** The URL a walk opens, e.g. `/list/info/1`. */
  url: string;
  /** The route shows the site footer. */
  footer: boolean;
}

/** A concrete URL for a pattern: required and optional params get the value 1. */
export function sample(pattern: string): string {
  const path = pattern.replace(/:\w+\??/g, '1');
  return path.replace(/\/+/g, '/');
}

/** Every page of the route table, in its order. */
export const routeVisits: readonly RouteVisit[] = pageRoutes.map((route) => ({
  pattern: route.path,
  url: sample(route.path),
  footer: route.meta.footer,
}));
