import { describe, expect, it } from 'vitest';
import { orderLine } from './order.fixtures.ts';
import { giftDemand, giveGifts, type NewOrderLine, stockTaking } from './order-lines.ts';

const line = (offerId: number, quantity: number, gift: number, fromStock = gift): NewOrderLine =>
  orderLine({ offer_id: offerId, quantity, gift_quantity: gift, gift_stock: fromStock });

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

describe('stockTaking', () => {
  it('takes the paid units and whole gifts per offer, in offer id order', () => {
    const lines = [line(7, 10, 1), line(3, 4, 0), line(7, 5, 0)];
    expect(
      stockTaking(
        lines,
        new Map([
          [3, 4],
          [7, 100],
        ]),
      ),
    ).toEqual({
      lines,
      take: [
        { offer_id: 3, quantity: 4 },
        { offer_id: 7, quantity: 16 },
      ],
    });
  });

  it('gives same-goods gifts from what the paid units of every line leave', () => {
    const { lines, take } = stockTaking([line(1, 10, 2), line(1, 5, 0)], new Map([[1, 16]]));
    expect(lines.map((l) => [l.gift_quantity, l.gift_stock])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(take).toEqual([{ offer_id: 1, quantity: 16 }]);
  });
});
