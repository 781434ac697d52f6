import { describe, expect, it } from 'vitest';
import { isLowStock, quantityEntry, rulesSummary } from './quantity-entry';

const rules = { min: 5, step: 2, limit: 0, stock: 100 };

describe('quantityEntry', () => {
  it('keeps an allowed quantity without a reason', () => {
    expect(quantityEntry(rules, 8)).toMatchObject({ value: 8, reason: null, rule: null });
  });

  it('rounds an off-step entry up to the step and says why', () => {
    expect(quantityEntry(rules, 9)).toMatchObject({ value: 10, reason: '该商品需按2的倍数购买，已调整为10' });
  });

  it('raises an entry under the minimum to the first allowed quantity', () => {
    expect(quantityEntry(rules, 1)).toMatchObject({ value: 6, reason: '该商品6件起购，已调整为6' });
  });

  it('lowers an entry over the per-store limit', () => {
    expect(quantityEntry({ ...rules, limit: 20 }, 30)).toMatchObject({
      value: 20,
      reason: '该商品每个门店限购20件，已调整为20',
    });
  });

  it('lowers an entry over the stock', () => {
    expect(quantityEntry({ ...rules, stock: 15 }, 30)).toMatchObject({
      value: 14,
      reason: '库存不足，最多可购买14件，已调整为14',
    });
  });

  it('names the broken rule alone for the hint while typing', () => {
    expect(quantityEntry(rules, 9).rule).toBe('该商品需按2的倍数购买');
  });

  it('an empty or zero entry goes to the first quantity', () => {
    expect(quantityEntry(rules, 0)).toMatchObject({ value: 6, reason: '请输入正确的购买数量，已调整为6' });
  });

  it('nothing buyable: 0 with the reason', () => {
    expect(quantityEntry({ ...rules, stock: 0 }, 4)).toMatchObject({ value: 0, reason: '该商品库存不足' });
  });
});

describe('rulesSummary', () => {
  const goods = { bzdw: '盒', expiry_date: '2027-06-30' };

  it('lists minimum, step, limit, stock and expiry', () => {
    expect(rulesSummary(goods, { ...rules, limit: 40 }).map((part) => part.text)).toEqual([
      '起订6盒',
      '步长2盒',
      '限购40盒',
      '库存100盒',
      '效期2027-06-30',
    ]);
  });

  it('leaves out the step and limit when not set, and says 库存紧张 when low', () => {
    const parts = rulesSummary({ bzdw: '', expiry_date: '' }, { min: 1, step: 1, limit: 0, stock: 8 });
    expect(parts.map((part) => part.text)).toEqual(['起订1件', '库存紧张']);
    expect(parts[1]?.warn).toBe(true);
  });

  it('says 缺货 when nothing can be bought', () => {
    expect(rulesSummary(goods, { ...rules, stock: 3 }).find((part) => part.key === 'stock')?.text).toBe(
      '缺货',
    );
  });

  it('low stock is relative to the first quantity', () => {
    expect(isLowStock({ min: 10, step: 10, limit: 0, stock: 45 })).toBe(true);
    expect(isLowStock({ min: 1, step: 1, limit: 0, stock: 45 })).toBe(false);
  });
});
