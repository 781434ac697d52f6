import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('fills the params the target names and keeps the query verbatim', () => {
    expect(redirectTarget('/order/info/:id', { id: '7' }, '')).toBe('/order/info/7');
    expect(redirectTarget('/register/step1', {}, '?code=%E5%BC%A0')).toBe('/register/step1?code=%E5%BC%A0');
  });

  it('carries the path params the target does not name as query fields', () => {
    expect(redirectTarget('/loading/activity', { url: 'hdmb', url1: '3', url2: undefined }, '')).toBe(
      '/loading/activity?url=hdmb&url1=3',
    );
    expect(redirectTarget('/loading/activity', { url: '12' }, '?from=banner')).toBe(
      '/loading/activity?from=banner&url=12',
    );
    expect(redirectTarget('/loading/activity', {}, '')).toBe('/loading/activity');
  });

  it('lets the query win over a path param of the same name', () => {
    expect(redirectTarget('/loading/activity', { url: '1' }, '?url=2')).toBe('/loading/activity?url=2');
  });
});
