/** Pure helpers for the `?redirect=` round trips of login and the loading page. */

/**
 * Keeps a redirect target only when it stays on this site: a path starting with a single `/`.
 * Protocol-relative (`//evil`), backslash tricks and absolute URLs fall back.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and can smuggle in `//host`.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

const LOGIN_PATH = '/login';

/**
 * Where a 10001/401 sends the buyer: the login page (base's `login_url`, default /login) with the
 * current address as `?redirect=`. Null while already on the login page, so a failing call there
 * cannot loop.
 */
export function loginRedirectHref(loginUrl: string | null | undefined, current: string): string | null {
  const base = loginUrl?.trim() || LOGIN_PATH;
  const currentPathname = current.split(/[?#]/, 1)[0] ?? '';
  const loginPathname = base.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] || LOGIN_PATH;
  if (currentPathname === loginPathname || currentPathname === LOGIN_PATH) return null;
  const [beforeHash = '', hash] = base.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const href = `${beforeHash}${separator}redirect=${encodeURIComponent(current)}`;
  return hash === undefined ? href : `${href}#${hash}`;
}
