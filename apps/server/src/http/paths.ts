import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed by: its route's pattern when one matched, whatever the spelling of
 * the URL (`/%61pi/user/login` reaches `/api/user/login`, and must get its session and CSRF check);
 * else, and for the built SPA's catch-all (`/*`, which also takes an unknown `/api/…` GET), the URL
 * itself. Hooks that decide by path decide by this.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern.includes('*') ? request.url : pattern;
}

/** Which requests belong to the API (sessions, CSRF, JSON 404s) rather than the SPA. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const isMediaPath = (url: string): boolean => url.startsWith('/media/');
