/**
 * The compliance gates the cart and checkout call before anything is put in a cart or ordered:
 *
 *   const verdicts = await checkPurchase(ctx, session, goodsIds); // per goods, or a store refusal
 *   await requirePurchase(ctx, session, goodsIds);                // throws the first refusal
 *
 * An unsigned contract is thrown as AppError kind contract_unsigned (code 459, HTTP 403), which
 * the SPA answers by going to /dzht.
 */
import type { PurchaseStanding } from '@mall/shared/licence';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { chinaToday, missingLicenceNames } from '../licence/licence-rules.ts';
import { findPurchaseFacts, type PurchaseFactsRow } from './compliance.repository.ts';
import {
  CONTRACT_UNSIGNED_MESSAGE,
  decidePurchase,
  type GoodsScope,
  type GoodsVerdict,
  type PurchaseFacts,
  storeRefusal,
} from './purchase-decision.ts';

export type { GoodsVerdict } from './purchase-decision.ts';
export { CONTRACT_UNSIGNED_MESSAGE, LICENCE_PAGE } from './purchase-decision.ts';

/** The gates read the primary only: a replica may lag behind a signature or a review. */
export type Gate = DbContext;

export type PurchaseCheck =
  | { ok: true; goods: GoodsVerdict[] }
  /** Some goods refused (their verdicts say why), or the whole store refused. */
  | { ok: false; reason: string; link: string; goods: GoodsVerdict[] };

/** What the gates decide on, and the scope of each goods asked about, read in one statement. */
async function readFacts(ctx: Gate, companyId: number, goodsIds: readonly number[], now: Date) {
  return factsRowOf(await findPurchaseFacts(ctx.db, companyId, chinaToday(now), goodsIds));
}

function factsRowOf(row: PurchaseFactsRow | undefined): { facts: PurchaseFacts; goods: GoodsScope[] } {
  if (!row) throw new AppError('not_found', '门店不存在');
  return { facts: factsOf(row), goods: row.goods };
}

function factsOf(row: PurchaseFactsRow): PurchaseFacts {
  return {
    companyStatus: row.review_status,
    missingLicences: missingLicenceNames(row.licence_types, row.types_in_force, row.customer_type),
    contractSigned: row.contract_signed,
    scopeIds: new Set(row.scope_ids),
  };
}

export async function purchaseFacts(ctx: Gate, companyId: number, now = new Date()): Promise<PurchaseFacts> {
  return (await readFacts(ctx, companyId, [], now)).facts;
}

/**
 * What the store may buy, for the SPA to show before it asks (the base user); undefined when the
 * store does not exist. The gates above still decide every add and order.
 */
export async function purchaseStanding(
  ctx: Gate,
  companyId: number,
  now = new Date(),
): Promise<PurchaseStanding | undefined> {
  const row = await findPurchaseFacts(ctx.db, companyId, chinaToday(now), []);
  if (!row) return undefined;
  const facts = factsOf(row);
  return { refusal: storeRefusal(facts) ?? '', scope_ids: [...facts.scopeIds].sort((a, b) => a - b) };
}

/** Whether the acting store may buy each of these goods. Throws 459 when the contract is unsigned. */
export async function checkPurchase(
  ctx: Gate,
  session: SessionInfo,
  goodsIds: readonly number[],
  now = new Date(),
): Promise<PurchaseCheck> {
  const ids = [...new Set(goodsIds)];
  return checkOn(await readFacts(ctx, session.companyId, ids, now), ids);
}

function checkOn(
  { facts, goods }: { facts: PurchaseFacts; goods: readonly GoodsScope[] },
  ids: number[],
): PurchaseCheck {
  const decision = decidePurchase(facts, ids, goods);
  if (decision.kind === 'contract_unsigned')
    throw new AppError('contract_unsigned', CONTRACT_UNSIGNED_MESSAGE);
  if (decision.kind === 'refused') {
    const refused = ids.map((goodsId) => ({
      goodsId,
      ok: false as const,
      reason: decision.reason,
      link: decision.link,
    }));
    return { ok: false, reason: decision.reason, link: decision.link, goods: refused };
  }
  const firstRefusal = decision.goods.find((g) => !g.ok);
  if (firstRefusal && !firstRefusal.ok)
    return { ok: false, reason: firstRefusal.reason, link: firstRefusal.link, goods: decision.goods };
  return { ok: true, goods: decision.goods };
}

/** For calls that must refuse outright: the first refusal as a 403 with its Chinese reason. */
export async function requirePurchase(
  ctx: Gate,
  session: SessionInfo,
  goodsIds: readonly number[],
  now = new Date(),
): Promise<void> {
  const check = await checkPurchase(ctx, session, goodsIds, now);
  if (!check.ok) throw new AppError('forbidden', check.reason);
}

/**
 * requirePurchase on facts read along with other things (purchaseFactsQuery without goods) and the
 * goods' scopes as the caller read them: the checkout's snapshot has both in one statement.
 */
export function requirePurchaseOn(row: PurchaseFactsRow | undefined, goods: readonly GoodsScope[]): void {
  const { facts } = factsRowOf(row);
  const check = checkOn({ facts, goods }, [...new Set(goods.map((g) => g.goodsId))]);
  if (!check.ok) throw new AppError('forbidden', check.reason);
}
