import { describe, expect, it } from 'vitest';
import { freeShippingText, ladderLines } from './ladder';

const tiers = [
  { number: 50, price: '9.20' },
  { number: 10, price: '9.80' },
];

describe('ladderLines', () => {
  it('shows reached tiers as enjoyed and the others with the units still needed', () => {
    expect(ladderLines(tiers, 12).map((line) => line.text)).toEqual([
      '满10件 已享 ¥9.80',
      '再买 38 件享 ¥9.20',
    ]);
  });

  it('counts from the quantity chosen, tiers in ascending order', () => {
    const lines = ladderLines(tiers, 1, '盒');
    expect(lines.map((line) => [line.number, line.reached, line.more])).toEqual([
      [10, false, 9],
      [50, false, 49],
    ]);
    expect(lines[0]?.text).toBe('再买 9 盒享 ¥9.80');
  });

  it('a tier is reached exactly at its quantity', () => {
    expect(ladderLines(tiers, 50).every((line) => line.reached)).toBe(true);
  });
});

describe('freeShippingText', () => {
  it('tells whether the free-shipping minimum is met', () => {
    const offer = { is_free_shipping: 1 as const, free_shipping_number: 5 };
    expect(freeShippingText(offer, 2)).toBe('满 5 件包邮，还差 3 件');
    expect(freeShippingText(offer, 5)).toBe('满 5 件包邮，已满足');
  });

  it('is null for offers that do not ship free, plain 包邮 without a minimum', () => {
    expect(freeShippingText({ is_free_shipping: 0, free_shipping_number: 5 }, 9)).toBeNull();
    expect(freeShippingText({ is_free_shipping: 1, free_shipping_number: 0 }, 1)).toBe('包邮');
  });
});
