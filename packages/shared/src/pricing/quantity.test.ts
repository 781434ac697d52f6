import { describe, expect, it } from 'vitest';
import { checkQuantity, firstQuantity, maxQuantity, normalizeQuantity } from './quantity.ts';

const rules = { min: 5, step: 2, limit: 0, stock: 21 };

describe('quantity bounds', () => {
  it('starts at the minimum rounded up to the step', () => {
    expect(firstQuantity(rules)).toBe(6);
    expect(firstQuantity({ min: 0, step: 0, limit: 0, stock: 3 })).toBe(1);
  });

  it('caps at the stock and the limit, on a step; 0 when the cap is under the first quantity', () => {
    expect(maxQuantity(rules)).toBe(20);
    expect(maxQuantity({ ...rules, limit: 9 })).toBe(8);
    expect(maxQuantity({ ...rules, stock: 5 })).toBe(0);
  });

  it('normalises typed quantities to the nearest allowed one', () => {
    expect(normalizeQuantity(1, rules)).toBe(6);
    expect(normalizeQuantity(7, rules)).toBe(8);
    expect(normalizeQuantity(7.9, rules)).toBe(8);
    expect(normalizeQuantity(999, rules)).toBe(20);
    expect(normalizeQuantity(Number.NaN, rules)).toBe(6);
    expect(normalizeQuantity(10, { ...rules, stock: 0 })).toBe(0);
  });
});

describe('checkQuantity', () => {
  it('accepts allowed quantities', () => {
    expect(checkQuantity(rules, 6)).toEqual({ ok: true });
    expect(checkQuantity(rules, 20)).toEqual({ ok: true });
    expect(checkQuantity({ min: 1, step: 1, limit: 3, stock: 3 }, 3)).toEqual({ ok: true });
  });

  it.each([
    [0, '请输入正确的购买数量', 6],
    [-4, '请输入正确的购买数量', 6],
    [2.5, '请输入正确的购买数量', 6],
    [Number.NaN, '请输入正确的购买数量', 6],
    [Number.POSITIVE_INFINITY, '请输入正确的购买数量', 6],
    [4, '该商品6件起购', 6],
    [9, '该商品需按2的倍数购买', 10],
    [22, '库存不足，最多可购买20件', 20],
  ])('%d -> %s (offers %d)', (quantity, reason, acceptable) => {
    expect(checkQuantity(rules, quantity)).toEqual({ ok: false, reason, acceptable });
  });

  it('names the minimum itself when it is on the step', () => {
    expect(checkQuantity({ min: 10, step: 5, limit: 0, stock: 100 }, 5)).toEqual({
      ok: false,
      reason: '该商品10件起购',
      acceptable: 10,
    });
  });

  it('reports the limit before the stock, and the stock with the largest buyable quantity', () => {
    const limited = { min: 1, step: 1, limit: 5, stock: 3 };
    expect(checkQuantity(limited, 6)).toEqual({ ok: false, reason: '该商品每个门店限购5件', acceptable: 3 });
    expect(checkQuantity(limited, 4)).toEqual({
      ok: false,
      reason: '库存不足，最多可购买3件',
      acceptable: 3,
    });
  });

  it('says out of stock before anything but a malformed quantity', () => {
    const empty = { min: 5, step: 1, limit: 0, stock: 4 };
    expect(checkQuantity(empty, 1)).toEqual({ ok: false, reason: '该商品库存不足', acceptable: 0 });
    expect(checkQuantity(empty, 5)).toEqual({ ok: false, reason: '该商品库存不足', acceptable: 0 });
    expect(checkQuantity(empty, 0)).toEqual({ ok: false, reason: '请输入正确的购买数量', acceptable: 0 });
  });

  it('checks the step before the limit', () => {
    expect(checkQuantity({ min: 1, step: 3, limit: 6, stock: 99 }, 7)).toEqual({
      ok: false,
      reason: '该商品需按3的倍数购买',
      acceptable: 6,
    });
  });

  it('counts what the store already bought against the limit', () => {
    const limited = { min: 1, step: 1, limit: 5, stock: 100, bought: 3 };
    expect(maxQuantity(limited)).toBe(2);
    expect(checkQuantity(limited, 2)).toEqual({ ok: true });
    expect(checkQuantity(limited, 3)).toEqual({
      ok: false,
      reason: '该商品每个门店限购5件，您已购买3件',
      acceptable: 2,
    });
    expect(checkQuantity({ ...limited, bought: 5 }, 1)).toEqual({
      ok: false,
      reason: '该商品每个门店限购5件，您已购满',
      acceptable: 0,
    });
    // Without a limit, past purchases do not matter.
    expect(maxQuantity({ ...limited, limit: 0, bought: 99 })).toBe(100);
  });
});
