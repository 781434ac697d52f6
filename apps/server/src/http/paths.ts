/** Which requests belong to the API (sessions, CSRF, JSON 404s) rather than the SPA. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export const isMediaPath = (url: string): boolean => url.startsWith('/media/');
