import { type UIMatch, useMatches } from 'react-router';
import type { RouteMeta } from './route-meta';
import { PLAIN } from './routes/presets';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'header' in handle && 'footer' in handle;
}

/** The meta of the deepest matched route that has one; plain chrome for the rest (errors, guards). */
export function routeMetaOf(matches: readonly UIMatch[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return PLAIN;
}

export function useRouteMeta(): RouteMeta {
  return routeMetaOf(useMatches());
}
