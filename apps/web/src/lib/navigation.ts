/**
 * Lets code outside React (the HTTP client) move the SPA. main.tsx registers the data router's
 * navigate; until then, and for other origins, the browser loads the address itself.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** Whether an address leaves the SPA (another origin, or a scheme like `mailto:`). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  if (navigator && !isExternalHref(href)) {
    void navigator(href, options);
    return;
  }
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
}

/** The current in-app address: path plus query string. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
