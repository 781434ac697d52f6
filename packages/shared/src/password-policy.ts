/**
 * What a new password must be beyond its length: not a common password, not a trivial pattern
 * (repeats, runs, keyboard rows, a date), and not built on the account's own login name or phone.
 * The server and the forms apply the same rules, so both say the same thing.
 */
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const PASSWORD_MESSAGES = {
  length: `密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}个字符`,
  common: '该密码过于常见，容易被猜中，请换一个',
  trivial: '密码过于简单，请勿使用重复、连续的字符或日期',
  personal: '密码不能包含用户名或手机号',
} as const;

let common: Set<string> | undefined;
const commonSet = (): Set<string> => {
  common ??= new Set(COMMON_PASSWORDS.split(' '));
  return common;
};

const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const REVERSED_ROWS = KEYBOARD_ROWS.map((row) => [...row].reverse().join(''));
const DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/** Every character one step from the one before, the same way: 12345678, abcdefgh, 87654321. */
function isRun(value: string): boolean {
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < value.length; i++)
    if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
}

export function isTrivialPassword(password: string): boolean {
  const value = password.toLowerCase();
  return (
    new Set(value).size <= 2 ||
    /^(.{1,4})\1+$/.test(value) ||
    isRun(value) ||
    KEYBOARD_ROWS.some((row) => row.includes(value)) ||
    REVERSED_ROWS.some((row) => row.includes(value)) ||
    DATE.test(value)
  );
}

/** In the list as typed (any case), or once the digits and symbols tacked on at the end are gone. */
export function isCommonPassword(password: string): boolean {
  const value = password.toLowerCase();
  const stem = value.replace(/[\d\W_]+$/, '');
  return commonSet().has(value) || (stem !== value && commonSet().has(stem));
}

/** The login name or the phone inside the password, or the password inside them. */
export function isPersonalPassword(
  password: string,
  personal: readonly (string | null | undefined)[],
): boolean {
  const value = password.toLowerCase();
  return personal.some((raw) => {
    const part = raw?.trim().toLowerCase() ?? '';
    return part.length >= 4 && (value.includes(part) || part.includes(value));
  });
}

/**
 * Why the password may not be set, or null when it may. Length first, as the form shows one
 * message at a time; `personal` holds the account's login name and phone where they are known.
 */
export function passwordProblem(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (isTrivialPassword(password)) return PASSWORD_MESSAGES.trivial;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  if (isPersonalPassword(password, personal)) return PASSWORD_MESSAGES.personal;
  return null;
}
