import { priceCart } from '@mall/shared/pricing/engine';
import type { PricingActivityInput } from '@mall/shared/pricing/types';
import { describe, expect, it } from 'vitest';
import { groupLines } from './cart-groups';
import { cartLine } from './test-lines';

const manjian: PricingActivityInput = {
  id: 5,
  kind: 'manjian',
  title: '满300减30',
  tiers: [{ id: 51, amount: 30_000, reduce: 3_000 }],
};
const discount: PricingActivityInput = {
  id: 6,
  kind: 'discount',
  title: '满500享9.5折',
  tiers: [{ id: 61, amount: 50_000, rate: 95 }],
};

function outcomes(lines: ReturnType<typeof cartLine>[], activities = [manjian, discount]) {
  return priceCart({
    lines: lines.map((l) => l.pricing_input),
    activities,
    shipping: { fee: 0, freeThreshold: 0 },
  }).activities;
}

describe('groupLines', () => {
  it('puts activity groups first, then flash, combination, plain and the invalid lines last', () => {
    const lines = [
      cartLine(1, { invalid_reason: '该商品已下架' }, { isBuy: false }),
      cartLine(2),
      cartLine(3, { type: 3, goods: null, goods_price_id: 0 }),
      cartLine(4, { type: 1 }),
      cartLine(5, { goods_manjian_id: 6 }),
      cartLine(6, { goods_manjian_id: 5 }),
      cartLine(7, { goods_manjian_id: 5 }),
    ];
    const groups = groupLines(lines, outcomes(lines));
    expect(groups.map((g) => [g.kind, g.title, g.lines.map((l) => l.id)])).toEqual([
      ['activity', '满300减30', [6, 7]],
      ['activity', '满500享9.5折', [5]],
      ['flash', '秒杀', [4]],
      ['combination', '组合套餐', [3]],
      ['plain', '其他商品', [2]],
      ['invalid', '失效商品', [1]],
    ]);
    expect(groups[0]?.activity?.id).toBe(5);
  });

  it('sends an invalid line of an activity or a flash sale to the invalid group', () => {
    const lines = [
      cartLine(1, { goods_manjian_id: 5, invalid_reason: '该商品库存不足' }, { stock: 0 }),
      cartLine(2, { type: 1, invalid_reason: '活动已结束' }),
    ];
    const groups = groupLines(lines, outcomes(lines));
    expect(groups.map((g) => g.kind)).toEqual(['invalid']);
    expect(groups[0]?.lines.map((l) => l.id)).toEqual([1, 2]);
  });

  it('treats a line whose activity is unknown as a plain line and leaves out empty groups', () => {
    const lines = [cartLine(1, { goods_manjian_id: 99 }, { activityId: null })];
    const groups = groupLines(lines, outcomes(lines));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.kind).toBe('plain');
    expect(groupLines([], [])).toEqual([]);
  });
});
