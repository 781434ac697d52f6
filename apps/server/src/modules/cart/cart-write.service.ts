/**
 * The cart's writes. Each runs in one transaction that first locks the acting store's row, so two
 * calls of one store never interleave: parallel adds of one offer sum into one line, and parallel
 * edits each see the other's result before checking the quantity rules.
 */
import { type AddToCartResult, CART_MESSAGES, type CartCopyResult } from '@mall/shared/cart';
import { checkQuantity, firstQuantity } from '@mall/shared/pricing/quantity';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseFacts } from '../compliance/compliance.service.ts';
import { GOODS_MISSING_MESSAGE } from '../compliance/purchase-decision.ts';
import { lockStores, type StoreRow } from '../store/store.repository.ts';
import { listStores, STORE_NOT_FOUND, storeOf } from '../store/store.service.ts';
import {
  countLines,
  deleteLines,
  findOwnLines,
  type LineRow,
  listOffers,
  readerOf,
  setQuantity,
  setSelected,
} from './cart.repository.ts';
import { type PlaceOutcome, type PlaceRequest, placeLines, type StoreGate, storeGate } from './cart-place.ts';
import { offerRules, targetRules } from './cart-rules.ts';
import { loadTargets, targetOfLine } from './cart-snapshot.ts';
import { selectedAmountIn } from './trade-up.service.ts';

/** Runs `work` in a transaction holding the row locks of these stores, taken in id order (no deadlock). */
async function withLockedStores<T>(
  ctx: DbContext,
  companyIds: readonly number[],
  work: (tx: Executor, stores: Map<number, StoreRow>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockStores(tx, [...new Set(companyIds)]);
    if (rows.length !== new Set(companyIds).size) throw new AppError('not_found', STORE_NOT_FOUND);
    return work(tx, new Map(rows.map((row) => [row.id, row])));
  });
}

/** The acting store may buy at all, or the call is refused as a whole (403, or 459). */
async function actingGate(ctx: DbContext, session: SessionInfo) {
  const gate = storeGate(await purchaseFacts(ctx, session.companyId));
  if (gate.ok) return gate.facts;
  if (gate.contractUnsigned) throw new AppError('contract_unsigned', gate.reason);
  throw new AppError('forbidden', gate.reason);
}

/**
 * What an add did: the lines that went in and those refused, and the first refusal's reason when
 * only some went in. When none went in the call is refused as a whole (a single line's refusal
 * carries the nearest quantity it would accept). The route turns this into the envelope.
 */
export interface AddOutcome {
  data: AddToCartResult;
  /** The first refusal's reason when some lines went in and some did not; null when all went in. */
  partlyRefused: string | null;
}

function addOutcome(outcomes: PlaceOutcome[], count: number): AddOutcome {
  const data: AddToCartResult = { count, added: [], refused: [] };
  for (const o of outcomes) {
    const ids = { goods_id: o.request.goodsId, goods_price_id: o.request.offerId };
    if (o.ok) data.added.push({ ...ids, number: o.request.number });
    else data.refused.push({ ...ids, msg: o.reason });
  }
  const first = outcomes.find((o) => !o.ok);
  if (!first || first.ok) return { data, partlyRefused: null };
  if (data.added.length > 0) return { data, partlyRefused: first.reason };
  const single = outcomes.length === 1 && first.acceptable !== null;
  throw new AppError('bad_request', first.reason, undefined, single ? { number: first.acceptable } : null);
}

/** POST /api/cart: every line judged on its own; the answer says which went in. */
export async function addToCart(
  ctx: DbContext,
  session: SessionInfo,
  requests: readonly PlaceRequest[],
): Promise<AddOutcome> {
  const facts = await actingGate(ctx, session);
  const { outcomes, count } = await withLockedStores(ctx, [session.companyId], async (tx, stores) => {
    const store = stores.get(session.companyId) as StoreRow;
    // A trade-up goes in only once the selection reaches its threshold (checkout checks again): the
    // other lines of the same call go in first and count towards it.
    const now = new Date();
    const tradeUps = requests.filter((r) => r.tradeUpId);
    const placed = await placeLines(
      tx,
      store,
      facts,
      requests.filter((r) => !r.tradeUpId),
      now,
    );
    if (tradeUps.length > 0) {
      const base = await selectedAmountIn(tx, store, facts);
      placed.push(...(await placeLines(tx, store, facts, tradeUps, now, base)));
    }
    // The answer lists the lines in the order they were asked for.
    const outcomes = requests.flatMap((r) => placed.filter((o) => o.request === r));
    return { outcomes, count: await countLines(tx, session.companyId) };
  });
  return addOutcome(outcomes, count);
}

/** POST /api/cart/quick_add/{offerId}: one offer, by default its first allowed quantity. */
export async function quickAdd(
  ctx: DbContext,
  session: SessionInfo,
  offerId: number,
  number: number | undefined,
): Promise<AddOutcome> {
  const store = await storeOf(ctx.db, session.companyId);
  const [offer] = await listOffers(ctx.db, readerOf(store), [offerId]);
  if (!offer) throw new AppError('bad_request', GOODS_MISSING_MESSAGE);
  return addToCart(ctx, session, [
    {
      goodsId: offer.id,
      offerId,
      combinationId: null,
      isYj: false,
      number: number ?? firstQuantity(offerRules(offer)),
    },
  ]);
}

/** The acting store's lines by id inside the transaction; any other id refuses the call. */
async function lockedOwnLines(tx: Executor, companyId: number, ids: readonly number[]): Promise<LineRow[]> {
  const unique = [...new Set(ids)];
  const lines = await findOwnLines(tx, companyId, unique);
  if (lines.length !== unique.length) throw new AppError('not_found', CART_MESSAGES.lineMissing);
  return lines;
}

/** POST /api/cart/{id}/edit: a refusal names the rule and the nearest quantity it would accept. */
export async function editLine(
  ctx: DbContext,
  session: SessionInfo,
  lineId: number,
  number: number,
): Promise<{ id: number; number: number }> {
  return withLockedStores(ctx, [session.companyId], async (tx, stores) => {
    const [line] = await lockedOwnLines(tx, session.companyId, [lineId]);
    const store = stores.get(session.companyId) as StoreRow;
    if (!line) throw new AppError('not_found', CART_MESSAGES.lineMissing);
    const targets = await loadTargets(
      tx,
      readerOf(store),
      line.offer_id === null ? [] : [line.offer_id],
      line.combination_id === null ? [] : [line.combination_id],
    );
    const target = targetOfLine(line, targets);
    if (!target) throw new AppError('not_found', CART_MESSAGES.lineMissing);
    const check = checkQuantity(targetRules(target), number);
    if (!check.ok) throw new AppError('bad_request', check.reason, undefined, { number: check.acceptable });
    await setQuantity(tx, line.id, number);
    return { id: line.id, number };
  });
}

export async function selectLines(
  ctx: DbContext,
  session: SessionInfo,
  ids: readonly number[],
  selected: boolean,
): Promise<void> {
  await withLockedStores(ctx, [session.companyId], async (tx) => {
    await lockedOwnLines(tx, session.companyId, ids);
    await setSelected(tx, session.companyId, ids, selected);
  });
}

export async function deleteCartLines(
  ctx: DbContext,
  session: SessionInfo,
  ids: readonly number[],
): Promise<void> {
  await withLockedStores(ctx, [session.companyId], async (tx) => {
    await lockedOwnLines(tx, session.companyId, ids);
    await deleteLines(tx, session.companyId, ids);
  });
}

/**
 * POST /api/cart/copy: the lines into each of the member's other stores, judged by that store's
 * gates, scopes, visibility and quantity rules. An id that is not one of those stores refuses
 * the whole call.
 */
export async function copyLines(
  ctx: DbContext,
  session: SessionInfo,
  ids: readonly number[],
  storeIds: readonly number[],
): Promise<CartCopyResult> {
  const others = new Set(
    (await listStores(ctx.db, session)).map((s) => s.id).filter((id) => id !== session.companyId),
  );
  const targetIds = [...new Set(storeIds)];
  if (targetIds.some((id) => !others.has(id))) throw new AppError('not_found', STORE_NOT_FOUND);
  const gates = await Promise.all(targetIds.map(async (id) => storeGate(await purchaseFacts(ctx, id))));
  return withLockedStores(ctx, [session.companyId, ...targetIds], async (tx, stores) => {
    const lines = await lockedOwnLines(tx, session.companyId, ids);
    const requests: PlaceRequest[] = lines.map((line) => ({
      goodsId: line.goods_id ?? 0,
      offerId: line.offer_id ?? 0,
      combinationId: line.combination_id,
      tradeUpId: line.trade_up?.id ?? null,
      isYj: line.is_yj,
      number: line.quantity,
    }));
    const result: CartCopyResult = { stores: [] };
    for (const [i, id] of targetIds.entries()) {
      const store = stores.get(id) as StoreRow;
      const gate = gates[i] as StoreGate;
      const outcomes: PlaceOutcome[] = gate.ok
        ? await placeLines(tx, store, gate.facts, requests)
        : requests.map((request, j) => ({
            request,
            key: lines[j]?.line_key ?? '',
            ok: false as const,
            reason: gate.reason,
            acceptable: null,
          }));
      result.stores.push({
        user_id: id,
        company: store.name,
        copied: outcomes.filter((o) => o.ok).length,
        refused: outcomes.flatMap((o) => (o.ok ? [] : [{ key: o.key, msg: o.reason }])),
      });
    }
    return result;
  });
}
