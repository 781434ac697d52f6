/**
 * Everything one store's cart lines need to be judged and priced, read in a fixed handful of
 * statements whatever the number of lines: the lines' offers and packages, ladder tiers, the
 * covering activities, the shipping rule and the store's scope verdicts.
 */

import { CART_MESSAGES } from '@mall/shared/cart';
import type { QuantityRules } from '@mall/shared/pricing/quantity';
import type {
  LadderTierInput,
  PricingActivityInput,
  PricingLineInput,
  ShippingRuleInput,
} from '@mall/shared/pricing/types';
import type { Executor } from '../../db/client.ts';
import { isTransaction, readAll } from '../../db/reads.ts';
import { readTogether } from '../../db/sql-rows.ts';
import {
  findPurchaseFacts,
  type PurchaseFactsRow,
  purchaseFactsQuery,
} from '../compliance/compliance.repository.ts';
import { decidePurchase, type GoodsScope, type PurchaseFacts } from '../compliance/purchase-decision.ts';
import type { ScopedActivityRow } from '../goods/activity-scope.repository.ts';
import {
  type ActivityRow,
  activitiesQuery,
  activityRowOf,
  findShippingRule,
  type LadderRow,
  type LineRow,
  ladderQuery,
  listActivities,
  listLadder,
  listOffers,
  type OfferInfo,
  offersQuery,
  type Reader,
  shippingRuleQuery,
} from './cart.repository.ts';
import {
  type ActivityIndex,
  indexActivities,
  ladderByOffer,
  pricingLineOf,
  shippingRuleOf,
} from './cart-pricing-input.ts';
import {
  combinationTarget,
  type LineTarget,
  scopeRefusal,
  targetRefusal,
  targetRules,
} from './cart-rules.ts';
import { type CombinationRow, combinationsQuery, listCombinationsById } from './combination.repository.ts';

export interface Targets {
  offers: Map<number, OfferInfo>;
  combinations: Map<number, CombinationRow>;
}

/** The offers and packages behind these ids, as the reader sees them (components included). */
export async function loadTargets(
  ex: Executor,
  reader: Reader,
  offerIds: readonly number[],
  combinationIds: readonly number[],
): Promise<Targets> {
  const combinations = await listCombinationsById(ex, [...new Set(combinationIds)], reader.companyId);
  const all = new Set(offerIds);
  for (const c of combinations) for (const item of c.items) all.add(item.offer_id);
  const offers = await listOffers(ex, reader, [...all]);
  return {
    offers: new Map(offers.map((o) => [o.offer_id, o])),
    combinations: new Map(combinations.map((c) => [c.id, c])),
  };
}

/** The target of an existing line, or null when what it points at is gone. */
export function targetOfLine(
  line: Pick<LineRow, 'offer_id' | 'combination_id' | 'trade_up'>,
  targets: Targets,
): LineTarget | null {
  if (line.combination_id !== null) {
    const combination = targets.combinations.get(line.combination_id);
    return combination ? combinationTarget(combination, targets.offers) : null;
  }
  const offer = line.offer_id === null ? undefined : targets.offers.get(line.offer_id);
  if (!offer) return null;
  return line.trade_up ? { kind: 'offer', offer, tradeUp: line.trade_up } : { kind: 'offer', offer };
}

/** The business scope of each goods of these targets (a package's components), once per goods. */
export function goodsScopesOf(targets: Iterable<LineTarget>): GoodsScope[] {
  const scopes = new Map<number, GoodsScope>();
  for (const target of targets) {
    const offers = target.kind === 'offer' ? [target.offer] : target.items.map((i) => i.offer);
    for (const o of offers) scopes.set(o.id, { goodsId: o.id, scopeId: o.scope_id, scopeName: o.scope_name });
  }
  return [...scopes.values()];
}

/** Goods refused by the store's business scopes, by goods id (nothing when the store itself is refused). */
export function scopeRefusals(
  facts: PurchaseFacts | null,
  targets: Iterable<LineTarget>,
): Map<number, string> {
  const refusals = new Map<number, string>();
  if (!facts) return refusals;
  const scopes = goodsScopesOf(targets);
  const decision = decidePurchase(
    facts,
    scopes.map((g) => g.goodsId),
    scopes,
  );
  if (decision.kind !== 'checked') return refusals;
  for (const verdict of decision.goods) if (!verdict.ok) refusals.set(verdict.goodsId, verdict.reason);
  return refusals;
}

export interface CartEntry {
  line: LineRow;
  target: LineTarget;
  rules: QuantityRules;
  /** '' when the line can be bought now */
  invalidReason: string;
  input: PricingLineInput;
}

export interface CartSnapshot {
  entries: CartEntry[];
  activities: PricingActivityInput[];
  shipping: ShippingRuleInput;
  ladders: LadderRow[];
  index: ActivityIndex;
  /** the store's purchase facts, when asked for (`storeFacts`); undefined when it does not exist */
  storeFacts?: PurchaseFactsRow | undefined;
}

/** Why a line cannot be bought now, '' when it can. */
export function invalidReasonOf(
  target: LineTarget,
  refusals: ReadonlyMap<number, string>,
  nowSeconds: number,
) {
  return (
    targetRefusal(target, nowSeconds) ??
    scopeRefusal(target, refusals) ??
    (targetRules(target).stock <= 0 ? CART_MESSAGES.outOfStock : '')
  );
}

export interface SnapshotSources {
  /** the primary: lines, stock and negotiated prices */
  ex: Executor;
  /** catalogue data that may lag a little: tiers, activities, packages, the shipping rule */
  readEx: Executor;
}

/** The offers behind these ids: those of a read already under way, and any it lacks, read now. */
async function offersOf(
  ex: Executor,
  reader: Reader,
  offerIds: readonly number[],
  pending: Promise<OfferInfo[]> | undefined,
): Promise<OfferInfo[]> {
  if (!pending) return listOffers(ex, reader, offerIds);
  const offers = await pending;
  const have = new Set(offers.map((o) => o.offer_id));
  // A line added after that read began: its offer is read on its own.
  const missing = offerIds.filter((id) => !have.has(id));
  return missing.length === 0 ? offers : [...offers, ...(await listOffers(ex, reader, missing))];
}

/** Whose purchase facts (purchaseFactsQuery) to read with the snapshot, on which China day. */
export interface StoreFactsOf {
  companyId: number;
  today: string;
}

/**
 * Inside a transaction (one connection, one statement at a time) the snapshot's reads go as one
 * statement: offers, tiers, activities, packages, the shipping rule and the store's purchase facts
 * in one round trip instead of six. On a pool they run side by side instead (readAll), each on its
 * own connection.
 */
async function readInOne(
  ex: Executor,
  reader: Reader,
  offerIds: number[],
  goodsIds: number[],
  combinationIds: number[],
  pendingFacts: PurchaseFacts | null | Promise<PurchaseFacts | null>,
  storeFacts: StoreFactsOf | undefined,
) {
  const facts = await pendingFacts;
  const rows = await readTogether<{
    offers: OfferInfo;
    ladder: LadderRow;
    activities: ScopedActivityRow;
    combinations: CombinationRow;
    shipping: { value: unknown };
    store: PurchaseFactsRow;
  }>(ex, {
    offers: offerIds.length > 0 ? offersQuery(reader, offerIds) : null,
    ladder: offerIds.length > 0 ? ladderQuery(offerIds) : null,
    activities: goodsIds.length > 0 ? activitiesQuery(goodsIds, reader.viewer) : null,
    combinations: combinationIds.length > 0 ? combinationsQuery(combinationIds, reader.companyId) : null,
    shipping: shippingRuleQuery(),
    store: storeFacts ? purchaseFactsQuery(storeFacts.companyId, storeFacts.today, []) : null,
  });
  return [
    facts,
    rows.offers,
    rows.ladder,
    rows.activities.map(activityRowOf),
    rows.combinations,
    rows.shipping[0]?.value,
    rows.store[0],
  ] as const;
}

/**
 * Judges and prices the given lines (`selectAll`: as if every one were selected, for checkout).
 * `facts` null skips the scope verdicts; a promise lets them be read alongside the rest, and so
 * does `offers`, a read of the store's cart offers begun beside the lines (listCartOffers).
 * `storeFacts` reads that store's purchase facts with the rest, for the checkout's gates.
 */
export async function loadSnapshot(
  sources: SnapshotSources,
  reader: Reader,
  lines: readonly LineRow[],
  pendingFacts: PurchaseFacts | null | Promise<PurchaseFacts | null>,
  options: {
    now?: Date;
    selectAll?: boolean;
    offers?: Promise<OfferInfo[]>;
    storeFacts?: StoreFactsOf;
  } = {},
): Promise<CartSnapshot> {
  const nowSeconds = (options.now ?? new Date()).getTime() / 1000;
  const offerIds = new Set<number>();
  const goodsIds = new Set<number>();
  const combinationIds = new Set<number>();
  for (const line of lines) {
    if (line.offer_id !== null) offerIds.add(line.offer_id);
    if (line.goods_id !== null) goodsIds.add(line.goods_id);
    if (line.combination_id !== null) combinationIds.add(line.combination_id);
    for (const id of line.item_offer_ids) offerIds.add(id);
  }
  const oneConnection = isTransaction(sources.ex, sources.readEx);
  const { storeFacts } = options;
  const [facts, offers, ladderRows, activityRows, combinations, shippingValue, storeFactsRow] = oneConnection
    ? await readInOne(
        sources.ex,
        reader,
        [...offerIds],
        [...goodsIds],
        [...combinationIds],
        pendingFacts,
        storeFacts,
      )
    : await readAll(false, [
        () => pendingFacts,
        () => offersOf(sources.ex, reader, [...offerIds], options.offers),
        () => listLadder(sources.readEx, [...offerIds]),
        () =>
          goodsIds.size > 0
            ? listActivities(sources.readEx, [...goodsIds], reader.viewer)
            : ([] as ActivityRow[]),
        () => listCombinationsById(sources.readEx, [...combinationIds], reader.companyId),
        () => findShippingRule(sources.readEx),
        // The gates read the primary: a replica may lag behind a signature or a review.
        () =>
          storeFacts ? findPurchaseFacts(sources.ex, storeFacts.companyId, storeFacts.today, []) : undefined,
      ]);
  const targets: Targets = {
    offers: new Map(offers.map((o) => [o.offer_id, o])),
    combinations: new Map(combinations.map((c) => [c.id, c])),
  };
  const index = indexActivities(activityRows);
  const ladders: ReadonlyMap<number, LadderTierInput[]> = ladderByOffer(ladderRows);
  const resolved = lines.flatMap((line) => {
    const target = targetOfLine(line, targets);
    return target ? [{ line, target }] : [];
  });
  const refusals = scopeRefusals(
    facts,
    resolved.map((r) => r.target),
  );
  const used = new Map<number, PricingActivityInput>();
  const entries = resolved.map(({ line, target }): CartEntry => {
    const invalidReason = invalidReasonOf(target, refusals, nowSeconds);
    const selected = options.selectAll ? { ...line, is_selected: true } : line;
    const input = pricingLineOf(selected, target, { ladders, activities: index }, invalidReason === '');
    if (target.kind === 'offer') {
      const activity = index.activityOf(target.offer.id);
      if (activity && !used.has(activity.id)) used.set(activity.id, index.inputOf(activity));
    }
    return { line, target, rules: targetRules(target), invalidReason, input };
  });
  return {
    entries,
    activities: [...used.values()],
    shipping: shippingRuleOf(shippingValue),
    ladders: ladderRows,
    index,
    ...(storeFacts ? { storeFacts: storeFactsRow } : {}),
  };
}
