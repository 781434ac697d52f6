/**
 * Puts lines into one store's cart inside the caller's transaction (which holds the store's
 * lock): each line is judged against what the database says, never against the client's price,
 * and merged with the store's line of the same key before the quantity rules are checked.
 */
import { CART_MESSAGES } from '@mall/shared/cart';
import { formatFen } from '@mall/shared/money';
import { checkQuantity } from '@mall/shared/pricing/quantity';
import type { Executor } from '../../db/client.ts';
import {
  CONTRACT_UNSIGNED_MESSAGE,
  decidePurchase,
  GOODS_MISSING_MESSAGE,
  type PurchaseFacts,
} from '../compliance/purchase-decision.ts';
import type { StoreRow } from '../store/store.repository.ts';
import { findLinesByKey, readerOf, upsertLine } from './cart.repository.ts';
import {
  combinationTarget,
  type LineTarget,
  lineKey,
  scopeRefusal,
  TRADE_UP_MESSAGES,
  targetRefusal,
  targetRules,
} from './cart-rules.ts';
import { loadTargets, scopeRefusals, type Targets } from './cart-snapshot.ts';
import { listTradeUpsById, type TradeUpRow } from './trade-up.repository.ts';

/** One line to place: an offer of a goods, a package (combinationId set) or a trade-up (tradeUpId set). */
export interface PlaceRequest {
  goodsId: number;
  offerId: number;
  combinationId: number | null;
  /** 换购: the trade-up (goodsId names it too) */
  tradeUpId?: number | null;
  isYj: boolean;
  number: number;
}

export type PlaceOutcome =
  | { request: PlaceRequest; key: string; ok: true }
  /** `acceptable`: for a quantity refusal, how many could be added instead (0: none) */
  | { request: PlaceRequest; key: string; ok: false; reason: string; acceptable: number | null };

/** The store-wide gate: the facts when the store may buy, else why not (and whether it is 459). */
export type StoreGate =
  | { ok: true; facts: PurchaseFacts }
  | { ok: false; reason: string; contractUnsigned: boolean };

export function storeGate(facts: PurchaseFacts): StoreGate {
  const decision = decidePurchase(facts, [], []);
  if (decision.kind === 'refused') return { ok: false, reason: decision.reason, contractUnsigned: false };
  if (decision.kind === 'contract_unsigned')
    return { ok: false, reason: CONTRACT_UNSIGNED_MESSAGE, contractUnsigned: true };
  return { ok: true, facts };
}

function resolve(
  request: PlaceRequest,
  targets: Targets,
  tradeUps: ReadonlyMap<number, TradeUpRow>,
): LineTarget | null {
  if (request.tradeUpId) {
    const tradeUp = tradeUps.get(request.tradeUpId);
    const offer = tradeUp ? targets.offers.get(tradeUp.offer_id) : undefined;
    return tradeUp && offer ? { kind: 'offer', offer, tradeUp } : null;
  }
  if (request.combinationId !== null) {
    const combination = targets.combinations.get(request.combinationId);
    return combination ? combinationTarget(combination, targets.offers) : null;
  }
  const offer = targets.offers.get(request.offerId);
  // The offer must be one of the goods the buyer named.
  return offer && offer.id === request.goodsId ? { kind: 'offer', offer } : null;
}

const keyOf = (request: PlaceRequest) =>
  request.tradeUpId
    ? lineKey({ tradeUpId: request.tradeUpId })
    : request.combinationId !== null
      ? lineKey({ combinationId: request.combinationId })
      : lineKey({ offerId: request.offerId, isYj: request.isYj });

export async function placeLines(
  tx: Executor,
  store: StoreRow,
  facts: PurchaseFacts,
  requests: readonly PlaceRequest[],
  now = new Date(),
  /** the amount of the cart's selected lines (trade-ups aside) a trade-up must reach; unchecked when absent */
  tradeUpBase?: number,
): Promise<PlaceOutcome[]> {
  const nowSeconds = now.getTime() / 1000;
  const tradeUps = new Map(
    (
      await listTradeUpsById(
        tx,
        requests.flatMap((r) => (r.tradeUpId ? [r.tradeUpId] : [])),
        readerOf(store).viewer,
      )
    ).map((t) => [t.id, t]),
  );
  const targets = await loadTargets(
    tx,
    readerOf(store),
    [
      ...requests.filter((r) => r.combinationId === null && !r.tradeUpId).map((r) => r.offerId),
      ...[...tradeUps.values()].map((t) => t.offer_id),
    ],
    requests.flatMap((r) => (r.combinationId === null ? [] : [r.combinationId])),
  );
  const resolved = requests.map((request) => ({
    request,
    key: keyOf(request),
    target: resolve(request, targets, tradeUps),
  }));
  const refusals = scopeRefusals(
    facts,
    resolved.flatMap((r) => (r.target ? [r.target] : [])),
  );
  const existing = await findLinesByKey(
    tx,
    store.id,
    resolved.map((r) => r.key),
  );
  const quantities = new Map(existing.map((line) => [line.line_key, line.quantity]));

  const outcomes: PlaceOutcome[] = [];
  for (const { request, key, target } of resolved) {
    const refuse = (reason: string, acceptable: number | null = null) =>
      outcomes.push({ request, key, ok: false, reason, acceptable });
    if (!target) {
      refuse(GOODS_MISSING_MESSAGE);
      continue;
    }
    const refusal = targetRefusal(target, nowSeconds);
    if (refusal) {
      refuse(refusal);
      continue;
    }
    if (request.isYj && (target.kind !== 'offer' || target.offer.negotiated_price === null)) {
      refuse(CART_MESSAGES.negotiatedMissing);
      continue;
    }
    const scope = scopeRefusal(target, refusals);
    if (scope) {
      refuse(scope);
      continue;
    }
    if (target.kind === 'offer' && target.tradeUp && tradeUpBase !== undefined) {
      const missing = target.tradeUp.threshold - tradeUpBase;
      if (missing > 0) {
        refuse(TRADE_UP_MESSAGES.missing(formatFen(missing)));
        continue;
      }
    }
    const before = quantities.get(key) ?? 0;
    const check = checkQuantity(targetRules(target), before + request.number);
    if (!check.ok) {
      refuse(check.reason, Math.max(0, check.acceptable - before));
      continue;
    }
    quantities.set(key, before + request.number);
    await upsertLine(tx, {
      companyId: store.id,
      key,
      type: target.kind === 'combination' ? 3 : target.tradeUp ? 4 : target.offer.type === 1 ? 1 : 0,
      offerId: target.kind === 'offer' ? target.offer.offer_id : null,
      combinationId: target.kind === 'combination' ? target.combination.id : null,
      tradeUpId: target.kind === 'offer' && target.tradeUp ? target.tradeUp.id : null,
      isYj: request.isYj,
      quantity: before + request.number,
    });
    outcomes.push({ request, key, ok: true });
  }
  return outcomes;
}
