/**
 * The one-reload `login=1` session flag (SPEC §4): set after a successful login; the root route's
 * guard clears it on the next navigation and reloads the page once, so every module starts fresh
 * for the member.
 */
const LOGIN_FLAG = 'login';

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function sessionStore(): FlagStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

export function markLoginReload(storage: FlagStorage | null = sessionStore()): void {
  storage?.setItem(LOGIN_FLAG, '1');
}

/**
 * Clears the flag and says whether this navigation must become a full page load. The first
 * navigation of a page load is already fresh, so it only clears the flag.
 */
export function consumeLoginReload(
  isFirstNavigation: boolean,
  storage: FlagStorage | null = sessionStore(),
): boolean {
  if (storage?.getItem(LOGIN_FLAG) !== '1') return false;
  storage.removeItem(LOGIN_FLAG);
  return !isFirstNavigation;
}
