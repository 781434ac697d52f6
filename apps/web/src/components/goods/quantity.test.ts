import { describe, expect, it } from 'vitest';
import { firstQuantity, maxQuantity, normalizeQuantity } from './quantity';

const rules = { min: 5, step: 2, limit: 0, stock: 21 };

describe('quantity rules', () => {
  it('starts at the minimum rounded up to the step', () => {
    expect(firstQuantity(rules)).toBe(6);
    expect(firstQuantity({ min: 0, step: 1, limit: 0, stock: 3 })).toBe(1);
  });

  it('caps at the stock and the per-member limit, on a step', () => {
    expect(maxQuantity(rules)).toBe(20);
    expect(maxQuantity({ ...rules, limit: 9 })).toBe(8);
  });

  it('nothing can be bought when the cap is under the minimum', () => {
    expect(maxQuantity({ ...rules, stock: 4 })).toBe(0);
    expect(normalizeQuantity(10, { ...rules, stock: 0 })).toBe(0);
  });

  it('normalises typed quantities', () => {
    expect(normalizeQuantity(1, rules)).toBe(6);
    expect(normalizeQuantity(7, rules)).toBe(8);
    expect(normalizeQuantity(999, rules)).toBe(20);
    expect(normalizeQuantity(Number.NaN, rules)).toBe(6);
  });
});
