import { describe, expect, it } from 'vitest';
import { loginRedirectHref, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each(['/', '/user', '/list/info/3?goods_price_id=9', '/search?keywords=%E9%98%BF'])(
    'keeps %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['https://evil.example/x'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['user'],
    ['/\t/evil.example'],
    [''],
    [null],
    [undefined],
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/user')).toBe('/user');
  });
});

describe('loginRedirectHref', () => {
  it('defaults to /login with the current address', () => {
    expect(loginRedirectHref(undefined, '/order?status=1')).toBe('/login?redirect=%2Forder%3Fstatus%3D1');
    expect(loginRedirectHref('', '/cart')).toBe('/login?redirect=%2Fcart');
  });

  it("uses base's login_url, appending to its own query", () => {
    expect(loginRedirectHref('/login?from=api', '/cart')).toBe('/login?from=api&redirect=%2Fcart');
    expect(loginRedirectHref('https://main.example/login', '/cart')).toBe(
      'https://main.example/login?redirect=%2Fcart',
    );
  });

  it('does nothing while already on the login page', () => {
    expect(loginRedirectHref(undefined, '/login?redirect=%2Fcart')).toBeNull();
    expect(loginRedirectHref('https://main.example/signin', '/signin')).toBeNull();
  });
});
