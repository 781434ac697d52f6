import { priceCart } from '@mall/shared/pricing/engine';
import type { PricingActivityInput } from '@mall/shared/pricing/types';
import { describe, expect, it } from 'vitest';
import { activityState, bannerTiers, giftNote, shippingNote, tierLabel, tierStatusText } from './cart-text';
import { cartLine } from './test-lines';

const manjian: PricingActivityInput = {
  id: 5,
  kind: 'manjian',
  title: '春季满减',
  tiers: [
    { id: 51, amount: 10_000, reduce: 1_000 },
    { id: 52, amount: 30_000, reduce: 5_000 },
  ],
};
const discount: PricingActivityInput = {
  id: 6,
  kind: 'discount',
  title: '满折',
  tiers: [{ id: 61, amount: 50_000, rate: 95 }],
};

function price(quantity: number) {
  const lines = [
    cartLine(1, { number: quantity, goods_manjian_id: 5 }, { basePrice: 5_000 }),
    cartLine(2, { goods_manjian_id: 6 }, { basePrice: 20_000 }),
  ];
  return priceCart({
    lines: lines.map((l) => l.pricing_input),
    activities: [manjian, discount],
    shipping: { fee: 0, freeThreshold: 0 },
  });
}

describe('tier wording', () => {
  it('reads a manjian and a discount tier and their status', () => {
    expect(tierLabel({ amount: 30_000, reduce: 3_000, rate: null })).toBe('满¥300.00减¥30.00');
    expect(tierLabel({ amount: 50_000, reduce: null, rate: 95 })).toBe('满¥500.00享9.5折');
    expect(tierStatusText({ status: 1, missing: 0 })).toBe('已达成');
    expect(tierStatusText({ status: 0, missing: 12_345 })).toBe('还差¥123.45');
  });

  it('lists achieved tiers first in the banner and follows the quantity', () => {
    const before = bannerTiers(price(1).activities, 'manjian');
    expect(before.map((t) => [t.label, t.statusText])).toEqual([
      ['满¥100.00减¥10.00', '还差¥50.00'],
      ['满¥300.00减¥50.00', '还差¥250.00'],
    ]);
    const after = bannerTiers(price(2).activities, 'manjian');
    expect(after.map((t) => [t.label, t.status, t.statusText])).toEqual([
      ['满¥100.00减¥10.00', 1, '已达成'],
      ['满¥300.00减¥50.00', 0, '还差¥200.00'],
    ]);
    expect(bannerTiers(price(1).activities, 'discount').map((t) => t.statusText)).toEqual(['还差¥300.00']);
  });

  it('says which tier is in force and what the next one needs', () => {
    const [activity] = price(2).activities;
    expect(activity && activityState(activity)).toEqual({
      applied: '已满足满¥100.00减¥10.00，已优惠¥10.00',
      next: '再买 ¥200.00 可减 ¥50.00',
    });
    const top = price(6).activities[0];
    expect(top && activityState(top)).toEqual({
      applied: '已满足满¥300.00减¥50.00，已优惠¥50.00',
      next: null,
    });
    const none = price(1).activities[1];
    expect(none && activityState(none)).toEqual({ applied: null, next: '再买 ¥300.00 享9.5折' });
  });
});

describe('line notes', () => {
  it('shows the gift rule until it is earned, then the gift', () => {
    const rule = { buy: 10, give: 1, type: 1 as const };
    const few = cartLine(1, { number: 5 }, { gift: rule });
    const many = cartLine(1, { number: 20 }, { gift: rule });
    const priced = (l: typeof few) =>
      priceCart({ lines: [l.pricing_input], activities: [], shipping: { fee: 0, freeThreshold: 0 } })
        .lines[0]!;
    expect(giftNote(few, priced(few))).toBe('买10赠1');
    expect(giftNote(many, priced(many))).toBe('赠 2 件');
    const other = cartLine(
      1,
      { number: 10, gift_data: { total: 1, type: 2, name: '口罩' } },
      { gift: { ...rule, type: 2 } },
    );
    expect(giftNote(other, priced(other))).toBe('赠 口罩 1 件');
    const plain = cartLine(1);
    expect(giftNote(plain, priced(plain))).toBeNull();
  });

  it('reads free shipping by quantity and single-item free shipping', () => {
    expect(shippingNote(cartLine(1), 1)).toBeNull();
    const byQuantity = cartLine(1, {}, { freeShipping: true, freeShippingNumber: 10 });
    expect(shippingNote(byQuantity, 4)).toBe('满10件包邮，还差6件');
    expect(shippingNote(byQuantity, 10)).toBe('满10件包邮，已满足');
    expect(shippingNote(cartLine(1, {}, { freeShipping: true, singleItemFreeShipping: true }), 1)).toBe(
      '包邮',
    );
  });
});
