import { describe, expect, it } from 'vitest';
import { badgeText, unreadName } from './badge';

describe('badgeText', () => {
  it('hides the badge for nothing', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(null)).toBeNull();
  });

  it('shows counts up to 99 as they are', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('caps above 99 at 99+', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('unreadName', () => {
  it('reads the badge out with the label, so what is seen is in the name', () => {
    expect(unreadName('我的消息', badgeText(3))).toBe('我的消息 3 条未读');
    expect(unreadName('客服', badgeText(150))).toBe('客服 99+ 条未读');
  });

  it('is the label alone without a badge', () => {
    expect(unreadName('我的消息', badgeText(0))).toBe('我的消息');
    expect(unreadName('客服', '')).toBe('客服');
  });
});
