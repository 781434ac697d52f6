/**
 * Every marketing activity kind through the one engine (issue 15, decisions 014, 016–019): random
 * carts that always hold a line of each kind, built the way the server builds them (cart-pricing-
 * input.ts, the group buy's one repriced line), beside a 满减 and the 94折 welfare 满折, a coupon at
 * checkout and a cashback campaign on what is paid. Each kind is held to: totals never negative,
 * every amount floored to whole fen, and the stacking of decision 019.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashbackTier, cashbackToReverse, reachedTier } from '../cashback.ts';
import { type CouponRule, couponSaving, shareByAmount } from './coupon.ts';
import { priceCart } from './engine.ts';
import { bestLadderTier } from './line-price.ts';
import type { CartPricing, CartPricingInput, LadderTierInput, PricingLineInput } from './types.ts';
import { WELFARE_RATE } from './welfare.ts';

const RUNS = { numRuns: 1000 };

const KINDS = [
  'ordinary',
  'dailyDeal',
  'flash',
  'groupBuy',
  'combination',
  'combinationGift',
  'tradeUp',
  'welfare',
] as const;
type Kind = (typeof KINDS)[number];

/** The 满减 activity some ordinary, daily-deal and flash goods are in. */
const MANJIAN = 1;
/** The welfare zone: a 满折 whose one tier every purchase reaches (decision 018). */
const WELFARE = 2;

interface KindLine {
  kind: Kind;
  input: PricingLineInput;
}

const ladderArb = (base: number): fc.Arbitrary<LadderTierInput[]> =>
  fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 5 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      price: fc.integer({ min: 0, max: base }),
    }),
    { maxLength: 3 },
  );

/** A price strictly below `above` (or 0 when it is 0), as the console demands of special prices. */
const below = (above: number) => fc.integer({ min: 0, max: Math.max(0, above - 1) });

/** The fields of one cart line of `kind`, as the server's pricing input makes it. */
function kindLineArb(kind: Kind): fc.Arbitrary<Omit<PricingLineInput, 'id'>> {
  const common = fc.record({
    quantity: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 1, max: 25 }) },
      { weight: 1, arbitrary: fc.constant(0) },
    ),
    selected: fc.oneof(
      { weight: 6, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    isBuy: fc.oneof(
      { weight: 6, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    stock: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 1, max: 500 }) },
      { weight: 1, arbitrary: fc.constant(0) },
    ),
    base: fc.integer({ min: 0, max: 20_000 }),
    freeShipping: fc.boolean(),
    singleItemFreeShipping: fc.boolean(),
    freeShippingNumber: fc.integer({ min: 0, max: 20 }),
  });
  const plain = {
    ladder: [] as LadderTierInput[],
    specialPrice: null,
    negotiatedPrice: null,
    nearExpiryPrice: null,
    activityId: null,
    gift: null,
  };
  const giftArb = fc.option(
    fc.record({
      buy: fc.integer({ min: 1, max: 5 }),
      give: fc.integer({ min: 1, max: 3 }),
      type: fc.constantFrom(1 as const, 2 as const),
    }),
    { freq: 3 },
  );
  return common.chain(({ base, ...c }): fc.Arbitrary<Omit<PricingLineInput, 'id'>> => {
    const shipping = {
      freeShipping: c.freeShipping,
      singleItemFreeShipping: c.singleItemFreeShipping,
      freeShippingNumber: c.freeShippingNumber,
    };
    const head = { quantity: c.quantity, selected: c.selected, isBuy: c.isBuy, stock: c.stock };
    switch (kind) {
      // An ordinary offer; a daily deal is one too (the 特 pool holds ordinary offers only), sold at its own price.
      case 'ordinary':
      case 'dailyDeal':
        return fc
          .record({
            ladder: ladderArb(base),
            activityId: fc.constantFrom(null, MANJIAN),
            gift: giftArb,
          })
          .map((r) => ({ ...plain, ...head, ...shipping, ...r, type: 0 as const, basePrice: base }));
      // A flash offer: the original price as the base, the offer's own price as the flash price; its
      // goods may sit in a 满减 and carry a gift rule.
      case 'flash':
        return fc
          .record({ price: below(base), activityId: fc.constantFrom(null, MANJIAN), gift: giftArb })
          .map(({ price, ...r }) => ({
            ...plain,
            ...head,
            ...shipping,
            ...r,
            type: 1 as const,
            basePrice: base,
            specialPrice: price,
          }));
      // The group's one line: type 0 at the group price, nothing else (group-buy.service.ts).
      case 'groupBuy':
        return below(base).map((price) => ({
          ...plain,
          ...head,
          ...shipping,
          type: 0 as const,
          basePrice: price,
        }));
      // A package: the components' sum as the base, the package price below it; 组合满赠 adds its gift.
      case 'combination':
      case 'combinationGift':
        return fc
          .record({ price: below(base), give: fc.integer({ min: 1, max: 3 }) })
          .map(({ price, give }) => ({
            ...plain,
            ...head,
            type: 3 as const,
            basePrice: base,
            specialPrice: price,
            gift: kind === 'combinationGift' ? { buy: 1, give, type: 2 as const } : null,
            freeShipping: false,
            singleItemFreeShipping: false,
            freeShippingNumber: 0,
          }));
      case 'tradeUp':
        return fc
          .record({
            price: below(base),
            threshold: fc.integer({ min: 0, max: 400_000 }),
            quantity: fc.integer({ min: 0, max: 3 }),
          })
          .map(({ price, threshold, quantity }) => ({
            ...plain,
            ...head,
            quantity,
            type: 4 as const,
            basePrice: base,
            specialPrice: price,
            tradeUpThreshold: threshold,
            freeShipping: false,
            singleItemFreeShipping: false,
            freeShippingNumber: 0,
          }));
      case 'welfare':
        return ladderArb(base).map((ladder) => ({
          ...plain,
          ...head,
          ...shipping,
          type: 0 as const,
          basePrice: base,
          ladder,
          activityId: WELFARE,
        }));
    }
  });
}

const couponArb: fc.Arbitrary<CouponRule> = fc.oneof(
  fc.record({
    kind: fc.constant('reduce' as const),
    threshold: fc.integer({ min: 0, max: 100_000 }),
    value: fc.integer({ min: 1, max: 120_000 }),
  }),
  fc.record({
    kind: fc.constant('discount' as const),
    threshold: fc.integer({ min: 0, max: 100_000 }),
    value: fc.integer({ min: 1, max: 99 }),
  }),
);

/** Tiers as the console takes them: each cashback below its threshold. */
const cashbackTiersArb: fc.Arbitrary<CashbackTier[]> = fc.array(
  fc
    .integer({ min: 1, max: 500_000 })
    .chain((threshold) =>
      fc.record({
        threshold: fc.constant(threshold),
        cashback: fc.integer({ min: 1, max: threshold - 1 || 1 }),
      }),
    )
    .filter((t) => t.cashback < t.threshold),
  { maxLength: 4 },
);

interface Scenario {
  lines: KindLine[];
  input: CartPricingInput;
  coupon: CouponRule;
  cashback: CashbackTier[];
  /** part of the kept goods later refunded, per mille */
  refundedPermille: number;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    // one line of every kind, and a few more of any
    each: fc.tuple(...KINDS.map((kind) => kindLineArb(kind).map((input) => ({ kind, input })))),
    extra: fc.array(
      fc.constantFrom(...KINDS).chain((kind) => kindLineArb(kind).map((input) => ({ kind, input }))),
      { maxLength: 6 },
    ),
    manjian: fc.array(
      fc
        .integer({ min: 1, max: 100_000 })
        .chain((amount) =>
          fc.record({ amount: fc.constant(amount), reduce: fc.integer({ min: 0, max: amount - 1 }) }),
        ),
      { minLength: 1, maxLength: 3 },
    ),
    shipping: fc.record({
      fee: fc.integer({ min: 0, max: 2000 }),
      freeThreshold: fc.integer({ min: 0, max: 200_000 }),
    }),
    coupon: couponArb,
    cashback: cashbackTiersArb,
    refundedPermille: fc.integer({ min: 0, max: 1000 }),
  })
  .map(({ each, extra, manjian, shipping, coupon, cashback, refundedPermille }) => {
    const lines = [...each, ...extra].map(({ kind, input }, i) => ({ kind, input: { ...input, id: i + 1 } }));
    return {
      lines,
      input: {
        lines: lines.map((l) => l.input),
        activities: [
          {
            id: MANJIAN,
            kind: 'manjian' as const,
            title: '满减',
            tiers: manjian.map((t, i) => ({ id: 10 + i, amount: t.amount, reduce: t.reduce })),
          },
          {
            id: WELFARE,
            kind: 'discount' as const,
            title: '福利专区',
            tiers: [{ id: 20, amount: 1, rate: WELFARE_RATE }],
          },
        ],
        shipping,
      },
      coupon,
      cashback,
      refundedPermille,
    };
  });

/** The coupon at checkout: on the with-coupon lines after their activity shares (decision 019, 5). */
function couponOn(pricing: CartPricing, coupon: CouponRule) {
  const basis = pricing.lines
    .filter((l) => l.counting && l.withCoupon)
    .map((l) => ({ id: l.id, amount: l.amount - l.activityShare }));
  const eligible = basis.reduce((sum, b) => sum + b.amount, 0);
  const saving = couponSaving(coupon, eligible);
  return { eligible, saving, shares: shareByAmount(saving, basis) };
}

/** The goods paid (decision 014): after activity savings and the coupon, without shipping. */
const paidGoods = (pricing: CartPricing, couponSaved: number) =>
  pricing.totals.goods - pricing.totals.saving - couponSaved;

const wholeFen = (amount: number) => Number.isSafeInteger(amount) && amount >= 0;

describe('every activity kind through the pricing engine', { timeout: 120_000 }, () => {
  it('never yields a negative or fractional amount, for any kind, with a coupon and cashback on top', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const pricing = priceCart(s.input);
        const amounts = [
          ...pricing.lines.flatMap((l) => [
            l.unitPrice,
            l.amount,
            l.activityShare,
            l.gift.total,
            l.tradeUpMissing ?? 0,
          ]),
          ...pricing.activities.flatMap((a) => [a.eligible, a.saving, ...a.tiers.map((t) => t.missing)]),
          pricing.shipping.fee,
          pricing.shipping.missingForFreeShipping,
          ...Object.values(pricing.totals),
        ];
        for (const amount of amounts) expect(wholeFen(amount), String(amount)).toBe(true);
        const { totals } = pricing;
        expect(totals.payable).toBe(totals.goods - totals.saving + totals.shipping);
        const coupon = couponOn(pricing, s.coupon);
        expect(wholeFen(coupon.saving)).toBe(true);
        const paid = paidGoods(pricing, coupon.saving);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(totals.payable - coupon.saving).toBeGreaterThanOrEqual(totals.shipping);
        // Cashback pays at most what was paid for goods, and refunds never take back more than it paid.
        const tier = reachedTier(s.cashback, paid);
        const credited = tier?.cashback ?? 0;
        expect(credited).toBeLessThanOrEqual(paid);
        const refunded = Math.floor((paid * s.refundedPermille) / 1000);
        const reversed = cashbackToReverse(credited, paid, refunded);
        expect(wholeFen(reversed)).toBe(true);
        expect(reversed).toBeLessThanOrEqual(credited);
        expect(credited - reversed).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('floors each kind in fen: its own unit price times the quantity, savings and cashback floored', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const pricing = priceCart(s.input);
        s.lines.forEach(({ kind, input }, i) => {
          const priced = pricing.lines[i];
          if (!priced) throw new Error('a priced line per input line');
          const ordinaryUnit = bestLadderTier(input.ladder, input.quantity)?.price ?? input.basePrice;
          const unit: Record<Kind, number> = {
            ordinary: ordinaryUnit,
            dailyDeal: ordinaryUnit,
            welfare: ordinaryUnit,
            flash: input.specialPrice ?? -1,
            groupBuy: input.basePrice,
            combination: input.specialPrice ?? -1,
            combinationGift: input.specialPrice ?? -1,
            tradeUp: input.specialPrice ?? -1,
          };
          expect(priced.unitPrice).toBe(unit[kind]);
          expect(priced.amount).toBe(priced.unitPrice * input.quantity);
        });
        for (const outcome of pricing.activities) {
          const tier = outcome.tiers.find((t) => t.id === outcome.appliedTierId);
          if (!tier) {
            expect(outcome.saving).toBe(0);
            continue;
          }
          const expected =
            outcome.kind === 'manjian'
              ? Math.min(tier.reduce ?? 0, outcome.eligible)
              : outcome.eligible - Number((BigInt(outcome.eligible) * BigInt(tier.rate ?? 100)) / 100n);
          expect(outcome.saving).toBe(expected);
        }
        // The welfare 满折 takes 6 % off whatever of its goods counts, floored to the fen.
        const welfare = pricing.activities.find((a) => a.id === WELFARE);
        if (welfare && welfare.eligible > 0) {
          expect(welfare.saving).toBe(welfare.eligible - Math.floor((welfare.eligible * WELFARE_RATE) / 100));
        }
        const coupon = couponOn(pricing, s.coupon);
        const shared = [...coupon.shares.values()].reduce((sum, share) => sum + share, 0);
        expect(shared).toBe(coupon.saving);
        const paid = paidGoods(pricing, coupon.saving);
        const credited = reachedTier(s.cashback, paid)?.cashback ?? 0;
        const refunded = Math.floor((paid * s.refundedPermille) / 1000);
        if (paid > 0 && refunded > 0 && refunded < paid) {
          expect(cashbackToReverse(credited, paid, refunded)).toBe(Math.floor((credited * refunded) / paid));
        }
      }),
      RUNS,
    );
  });

  it('stacks each kind as decision 019 says', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const pricing = priceCart(s.input);
        const coupon = couponOn(pricing, s.coupon);
        const welfare = pricing.activities.find((a) => a.id === WELFARE);
        const manjian = pricing.activities.find((a) => a.id === MANJIAN);
        s.lines.forEach(({ kind, input }, i) => {
          const priced = pricing.lines[i];
          if (!priced) throw new Error('a priced line per input line');
          const couponShare = coupon.shares.get(priced.id) ?? 0;
          switch (kind) {
            // Special prices: no 满减/满折 share and no coupon, even where the goods is in a 满减.
            case 'flash':
            case 'combination':
            case 'combinationGift':
            case 'tradeUp':
              expect(priced.withCoupon).toBe(false);
              expect(priced.activityShare).toBe(0);
              expect(couponShare).toBe(0);
              break;
            // The group price is an ordinary line for coupons, but in no activity and with no gift.
            case 'groupBuy':
              expect(priced.source).toBe('base');
              expect(priced.activityShare).toBe(0);
              expect(priced.gift.total).toBe(0);
              expect(priced.withCoupon).toBe(true);
              break;
            case 'ordinary':
            case 'dailyDeal':
            case 'welfare':
              expect(priced.withCoupon).toBe(true);
              break;
          }
          // A line has a share only from the one activity it belongs to.
          if (priced.activityShare > 0) {
            const owner = input.activityId === WELFARE ? welfare : manjian;
            expect(owner?.lineIds).toContain(priced.id);
            expect(input.type).toBe(0);
          }
          // 组合满赠: each counting package brings its gift, outside the amounts.
          if (kind === 'combinationGift' && priced.counting) {
            const total = input.quantity * (input.gift?.give ?? 0);
            expect(priced.gift).toEqual({ total, type: total > 0 ? 2 : 0 });
          }
          // A trade-up sells at its price only once the rest of the cart reaches its threshold.
          if (kind === 'tradeUp' && priced.counting) expect(priced.tradeUpMissing).toBe(0);
          // The coupon comes after the activity share: never more than what is left of the line.
          expect(couponShare).toBeLessThanOrEqual(priced.amount - priced.activityShare);
        });

        // Gifts add goods only; the activities never cost shipping; each only lowers the total.
        const noGifts = priceCart({ ...s.input, lines: s.input.lines.map((l) => ({ ...l, gift: null })) });
        expect(pricing.totals).toEqual(noGifts.totals);
        for (const id of [MANJIAN, WELFARE]) {
          const without = priceCart({
            ...s.input,
            activities: s.input.activities.filter((a) => a.id !== id),
            lines: s.input.lines.map((l) => (l.activityId === id ? { ...l, activityId: null } : l)),
          });
          expect(pricing.totals.shipping).toBe(without.totals.shipping);
          expect(pricing.totals.payable).toBeLessThanOrEqual(without.totals.payable);
        }
        // Cashback counts what is paid after 满减/满折 and the coupon, so it stacks with both but
        // never pays on money that was not paid.
        const paid = paidGoods(pricing, coupon.saving);
        const tier = reachedTier(s.cashback, paid);
        if (tier) expect(tier.threshold).toBeLessThanOrEqual(paid);
        for (const t of s.cashback)
          if (t.threshold <= paid) expect(tier?.threshold).toBeGreaterThanOrEqual(t.threshold);
      }),
      RUNS,
    );
  });
});
