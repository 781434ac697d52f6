import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from './engine.ts';
import { cartArb, sharedActivityCartArb } from './test-arbitraries.ts';
import type {
  ActivityOutcome,
  CartPricing,
  CartPricingInput,
  PricedLine,
  PriceSource,
  TierOutcome,
} from './types.ts';

const RUNS = { numRuns: 2000 };

/*
 * A second, deliberately plain reading of the rules in types.ts: loops and sorts, nothing shared
 * with the engine, so a misreading in one is unlikely to be repeated in the other.
 */
function reference(input: CartPricingInput): CartPricing {
  const lines: PricedLine[] = [];
  for (const l of input.lines) {
    let unitPrice = l.basePrice;
    let source: PriceSource = 'base';
    let ladderTierId: number | null = null;
    if (l.type === 3 && l.specialPrice !== null) {
      unitPrice = l.specialPrice;
      source = 'combination';
    } else if (l.type === 1 && l.specialPrice !== null) {
      unitPrice = l.specialPrice;
      source = 'flash';
    } else if (l.negotiatedPrice !== null) {
      unitPrice = l.negotiatedPrice;
      source = 'negotiated';
    } else if (l.nearExpiryPrice !== null) {
      unitPrice = l.nearExpiryPrice;
      source = 'near_expiry';
    } else if (l.type === 0) {
      const tiers = [...l.ladder].sort((a, b) => b.quantity - a.quantity || a.price - b.price || a.id - b.id);
      for (const t of tiers) {
        if (t.quantity <= l.quantity) {
          unitPrice = t.price;
          source = 'ladder';
          ladderTierId = t.id;
          break;
        }
      }
    }
    const selected = l.selected && l.isBuy && l.stock > 0;
    let giftTotal = 0;
    if (selected && l.gift !== null) giftTotal = Math.floor(l.quantity / l.gift.buy) * l.gift.give;
    lines.push({
      id: l.id,
      unitPrice,
      rawUnitPrice: l.basePrice,
      amount: unitPrice * l.quantity,
      source,
      ladderTierId,
      selected,
      counting: selected,
      withCoupon: l.type === 0 && (source === 'base' || source === 'ladder'),
      activityShare: 0,
      gift: { total: giftTotal, type: giftTotal > 0 && l.gift !== null ? l.gift.type : 0 },
      shipsFree: l.freeShipping && (l.singleItemFreeShipping || l.quantity >= l.freeShippingNumber),
    });
  }

  const activities: ActivityOutcome[] = [];
  let saving = 0;
  for (const a of input.activities) {
    const lineIds: number[] = [];
    const eligibleLines: PricedLine[] = [];
    let eligible = 0;
    for (let i = 0; i < input.lines.length; i++) {
      const l = input.lines[i];
      const p = lines[i];
      if (l === undefined || p === undefined || l.activityId !== a.id) continue;
      lineIds.push(l.id);
      if (p.counting && p.withCoupon) {
        eligibleLines.push(p);
        eligible += p.amount;
      }
    }
    if (lineIds.length === 0) continue;
    const tiers: TierOutcome[] = [];
    for (const t of a.tiers) {
      const status = eligible > 0 && eligible >= t.amount ? 1 : 0;
      tiers.push({
        id: t.id,
        amount: t.amount,
        reduce: a.kind === 'manjian' ? (t.reduce as number) : null,
        rate: a.kind === 'discount' ? (t.rate as number) : null,
        status,
        missing: status === 1 ? 0 : Math.max(0, t.amount - eligible),
      });
    }
    const achieved = tiers.filter((t) => t.status === 1);
    achieved.sort((x, y) =>
      a.kind === 'manjian'
        ? (y.reduce as number) - (x.reduce as number) || y.amount - x.amount || x.id - y.id
        : (x.rate as number) - (y.rate as number) || y.amount - x.amount || x.id - y.id,
    );
    const applied = achieved[0];
    let activitySaving = 0;
    if (applied !== undefined) {
      activitySaving =
        a.kind === 'manjian'
          ? Math.min(applied.reduce as number, eligible)
          : eligible - Math.floor((eligible * (applied.rate as number)) / 100);
    }
    if (activitySaving > 0) {
      let given = 0;
      for (const p of eligibleLines) {
        p.activityShare = Math.floor((activitySaving * p.amount) / eligible);
        given += p.activityShare;
      }
      const byAmount = [...eligibleLines].sort((x, y) => y.amount - x.amount || x.id - y.id);
      for (let k = 0; given < activitySaving; k++, given++) (byAmount[k] as PricedLine).activityShare += 1;
    }
    tiers.sort((x, y) => {
      if (x.status !== y.status) return y.status - x.status;
      if (x.status === 1) return y.amount - x.amount || x.id - y.id;
      return x.amount - y.amount || x.id - y.id;
    });
    activities.push({
      id: a.id,
      kind: a.kind,
      title: a.title,
      eligible,
      saving: activitySaving,
      appliedTierId: applied === undefined ? null : applied.id,
      tiers,
      lineIds: lineIds.sort((x, y) => x - y),
    });
    saving += activitySaving;
  }

  let raw = 0;
  let goods = 0;
  let quantity = 0;
  let lineCount = 0;
  let allFree = true;
  for (let i = 0; i < input.lines.length; i++) {
    const l = input.lines[i];
    const p = lines[i];
    if (l === undefined || p === undefined || !p.counting) continue;
    raw += l.basePrice * l.quantity;
    goods += p.amount;
    quantity += l.quantity;
    lineCount++;
    if (!p.shipsFree) allFree = false;
  }
  let fee = 0;
  let missing = 0;
  if (lineCount > 0 && !allFree && goods < input.shipping.freeThreshold) {
    fee = input.shipping.fee;
    missing = input.shipping.freeThreshold - goods;
  }
  return {
    lines,
    activities,
    shipping: { fee, missingForFreeShipping: missing },
    totals: { raw, goods, saving, shipping: fee, payable: goods - saving + fee, lineCount, quantity },
  };
}

// Thousands of runs each: generous timeouts for a loaded machine.
describe('priceCart against a reference', { timeout: 60_000 }, () => {
  it('shares a saving over many lines exactly as the reference does', () => {
    fc.assert(
      fc.property(sharedActivityCartArb(), (input) => {
        const pricing = priceCart(input);
        expect(pricing).toEqual(reference(input));
        const shares = pricing.lines.reduce((sum, l) => sum + l.activityShare, 0);
        expect(shares).toBe(pricing.totals.saving);
      }),
      RUNS,
    );
  });

  it('agrees with a plain reference reading of the rules', () => {
    fc.assert(
      fc.property(fc.oneof(cartArb({ bounded: true }), cartArb({ bounded: false })), (input) => {
        expect(priceCart(input)).toEqual(reference(input));
      }),
      { numRuns: 5000 },
    );
  });
});
