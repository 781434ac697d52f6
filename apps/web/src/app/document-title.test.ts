import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('is the route title plus the site name', () => {
    expect(documentTitle('我的订单', '某某医药')).toBe('我的订单 - 某某医药');
  });

  it('falls back to the brand name', () => {
    expect(documentTitle('会员登录', '')).toBe('会员登录 - 康源医药商城');
    expect(documentTitle('会员登录', undefined)).toBe('会员登录 - 康源医药商城');
  });

  it('is the site name alone without a route title', () => {
    expect(documentTitle(undefined, '某某医药')).toBe('某某医药');
    expect(documentTitle('  ', undefined)).toBe('康源医药商城');
  });
});
