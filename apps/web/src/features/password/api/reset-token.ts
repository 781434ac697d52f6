/**
 * The reset token of a verified step 1, carried to step 2 in this tab only (sessionStorage), never
 * in the address bar.
 */
const KEY = 'mall.reset_token';

export function readResetToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveResetToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function clearResetToken(): void {
  sessionStorage.removeItem(KEY);
}
