import { describe, expect, it } from 'vitest';
import { startQuantity } from './start-quantity';

const rules = { min: 2, step: 2, limit: 0, stock: 500 };

describe('startQuantity', () => {
  it('starts at the last quantity bought when the rules still allow it', () => {
    expect(startQuantity({ last_quantity: 30, rules })).toBe(30);
  });

  it('rounds the last quantity up to the step of today', () => {
    expect(startQuantity({ last_quantity: 31, rules })).toBe(32);
  });

  it('raises it to a minimum that grew since', () => {
    expect(startQuantity({ last_quantity: 4, rules: { ...rules, min: 10 } })).toBe(10);
  });

  it('lowers it to the limit or the stock of today', () => {
    expect(startQuantity({ last_quantity: 30, rules: { ...rules, limit: 12 } })).toBe(12);
    expect(startQuantity({ last_quantity: 30, rules: { ...rules, stock: 9 } })).toBe(8);
  });

  it('starts at the first quantity without an earlier one, and at 0 when nothing can be bought', () => {
    expect(startQuantity({ last_quantity: 0, rules: { ...rules, min: 5 } })).toBe(6);
    expect(startQuantity({ last_quantity: 30, rules: { ...rules, stock: 1 } })).toBe(0);
  });
});
