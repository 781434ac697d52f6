/**
 * The price one unit sells at under a 满折 (discount) activity whose lowest tier every purchase
 * reaches (满0.01元享 rate 折), such as the 94折 welfare zone: what the cart charges for a single
 * unit, computed by the cart's own engine so a zone page and the cart cannot disagree.
 */
import type { Fen } from '../money.ts';
import { priceCart } from './engine.ts';

/** The welfare zone's rate: percent payable (94 = 9.4折). */
export const WELFARE_RATE = 94;

/** The unit price of `unitPrice` fen at `rate` percent (1..99): floored fen, never negative. */
export function unitPriceAtRate(unitPrice: Fen, rate: number): Fen {
  const pricing = priceCart({
    lines: [
      {
        id: 1,
        type: 0,
        quantity: 1,
        selected: true,
        isBuy: true,
        stock: 1,
        basePrice: unitPrice,
        ladder: [],
        specialPrice: null,
        negotiatedPrice: null,
        nearExpiryPrice: null,
        activityId: 1,
        gift: null,
        freeShipping: false,
        singleItemFreeShipping: false,
        freeShippingNumber: 0,
      },
    ],
    activities: [{ id: 1, kind: 'discount', title: '', tiers: [{ id: 1, amount: 1, rate }] }],
    shipping: { fee: 0, freeThreshold: 0 },
  });
  const saving = pricing.activities[0]?.saving ?? 0;
  return unitPrice - saving;
}
