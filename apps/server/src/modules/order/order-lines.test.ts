import { describe, expect, it } from 'vitest';
import { giftDemand, giveGifts, type NewOrderLine } from './order-lines.ts';

const line = (offerId: number, quantity: number, gift: number, fromStock = gift): NewOrderLine => ({
  offer_id: offerId,
  goods_id: offerId,
  type: 0,
  combination_id: null,
  is_yj: false,
  name: `药${offerId}`,
  generic_name: '',
  mah: '',
  gift_name: '',
  spec: '',
  dosage_form: '',
  manufacturer: '',
  approval_number: '',
  batch_number: '',
  expiry_date: null,
  unit: '盒',
  image: '',
  quantity,
  unit_price: 100,
  raw_unit_price: 100,
  amount: quantity * 100,
  activity_share: 0,
  coupon_share: 0,
  gift_quantity: gift,
  gift_stock: fromStock,
});

describe('giveGifts', () => {
  it('keeps gifts whole while stock lasts', () => {
    const lines = [line(1, 20, 2), line(2, 5, 0)];
    expect(giveGifts(lines, new Map([[1, 5]]))).toEqual(lines);
  });

  it('cuts a same-goods gift to what is left, in line order across lines of one offer', () => {
    const given = giveGifts([line(1, 10, 1), line(1, 20, 2)], new Map([[1, 2]]));
    expect(given.map((l) => [l.gift_quantity, l.gift_stock])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(giftDemand(given)).toEqual(new Map([[1, 2]]));
  });

  it('gives nothing from an empty offer and leaves gifts of another kind alone', () => {
    const given = giveGifts([line(1, 10, 1), line(2, 10, 1, 0)], new Map([[1, 0]]));
    expect(given.map((l) => [l.gift_quantity, l.gift_stock])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(giftDemand(given)).toEqual(new Map());
  });
});
