import { priceActivity } from './activities.ts';
import { priceLine } from './line-price.ts';
import { shippingOf } from './shipping.ts';
import type { ActivityOutcome, CartPricing, CartPricingInput, PricedLine } from './types.ts';
import { assertCart, plus, times } from './validate.ts';

export type { UnitPrice } from './line-price.ts';
export { unitPriceOf } from './line-price.ts';

/**
 * A trade-up line (type 4) counts only while the other counting lines reach its threshold; else it
 * is forced unselected, earns nothing and says what is missing (decision 017).
 */
function applyTradeUps(input: CartPricingInput, lines: PricedLine[]): void {
  let base = 0;
  input.lines.forEach((line, i) => {
    const priced = lines[i] as PricedLine;
    if (line.type !== 4 && priced.counting) base = plus(base, priced.amount);
  });
  input.lines.forEach((line, i) => {
    if (line.type !== 4) return;
    const priced = lines[i] as PricedLine;
    const missing = Math.max(0, (line.tradeUpThreshold ?? 0) - base);
    priced.tradeUpMissing = missing;
    if (missing === 0) return;
    priced.selected = false;
    priced.counting = false;
    priced.shipsFree = false;
    priced.gift = { total: 0, type: 0 };
  });
}

/**
 * Prices a cart by the rules of decision 009 (see types.ts). Pure and exact: integer fen only, and
 * the same result, up to order, for any order of the lines and activities.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  assertCart(input);
  const lines: PricedLine[] = input.lines.map(priceLine);
  applyTradeUps(input, lines);

  const activities: ActivityOutcome[] = [];
  for (const activity of input.activities) {
    const covered = lines.filter((_line, i) => input.lines[i]?.activityId === activity.id);
    const priced = priceActivity(activity, covered);
    if (priced === null) continue;
    activities.push(priced.outcome);
    for (const line of covered) line.activityShare = priced.shares.get(line.id) ?? 0;
  }

  let raw = 0;
  let goods = 0;
  let quantity = 0;
  let lineCount = 0;
  input.lines.forEach((line, i) => {
    const priced = lines[i] as PricedLine;
    if (!priced.counting) return;
    raw = plus(raw, times(line.basePrice, line.quantity));
    goods = plus(goods, priced.amount);
    quantity = plus(quantity, line.quantity);
    lineCount += 1;
  });
  const saving = activities.reduce((sum, activity) => plus(sum, activity.saving), 0);
  // Judged before any saving, so no 满减/满折 ever costs the buyer shipping (decision 019).
  const shipping = shippingOf(lines, goods, input.shipping);

  return {
    lines,
    activities,
    shipping,
    totals: {
      raw,
      goods,
      saving,
      shipping: shipping.fee,
      payable: plus(goods - saving, shipping.fee),
      lineCount,
      quantity,
    },
  };
}
