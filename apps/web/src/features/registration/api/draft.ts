/**
 * The token of a checked step 1, carried to step 2 of the registration in this tab. Kept in
 * sessionStorage so a reload does not lose the flow, and gone when the tab closes.
 */
const KEY = 'mall.register_token';

export function readRegisterToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveRegisterToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function clearRegisterToken(): void {
  sessionStorage.removeItem(KEY);
}
