/**
 * The compliance gates the cart and checkout call before anything is put in a cart or ordered:
 *
 *   const verdicts = await checkPurchase(ctx, session, goodsIds); // per goods, or a store refusal
 *   await requirePurchase(ctx, session, goodsIds);                // throws the first refusal
 *
 * An unsigned contract is thrown as AppError kind contract_unsigned (code 459, HTTP 403), which
 * the SPA answers by going to /dzht.
 */
import { isTransaction, readAll } from '../../db/reads.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { hasSignedContract } from '../contract/contract.service.ts';
import { grantedScopes, missingRequiredLicences } from '../licence/licence.service.ts';
import { findCompanyStanding, findGoodsScopes } from './compliance.repository.ts';
import {
  CONTRACT_UNSIGNED_MESSAGE,
  decidePurchase,
  type GoodsVerdict,
  type PurchaseFacts,
} from './purchase-decision.ts';

export type { GoodsVerdict } from './purchase-decision.ts';
export { CONTRACT_UNSIGNED_MESSAGE, LICENCE_PAGE } from './purchase-decision.ts';

/** The gates read the primary only: a replica may lag behind a signature or a review. */
export type Gate = Pick<AppContext, 'db'>;

export type PurchaseCheck =
  | { ok: true; goods: GoodsVerdict[] }
  /** Some goods refused (their verdicts say why), or the whole store refused. */
  | { ok: false; reason: string; link: string; goods: GoodsVerdict[] };

export async function purchaseFacts(ctx: Gate, companyId: number, now = new Date()): Promise<PurchaseFacts> {
  const standing = await findCompanyStanding(ctx.db, companyId);
  if (!standing) throw new AppError('not_found', '门店不存在');
  const [missing, scopes, signed] = await readAll(isTransaction(ctx.db), [
    () => missingRequiredLicences(ctx, companyId, standing.customerType, now),
    () => grantedScopes(ctx, companyId, now),
    () => hasSignedContract(ctx.db, companyId),
  ]);
  return {
    companyStatus: standing.reviewStatus,
    missingLicences: missing,
    contractSigned: signed,
    scopeIds: new Set(scopes.map((s) => s.id)),
  };
}

/** Whether the acting store may buy each of these goods. Throws 459 when the contract is unsigned. */
export async function checkPurchase(
  ctx: Gate,
  session: SessionInfo,
  goodsIds: readonly number[],
  now = new Date(),
): Promise<PurchaseCheck> {
  const ids = [...new Set(goodsIds)];
  const [facts, goods] = await readAll(isTransaction(ctx.db), [
    () => purchaseFacts(ctx, session.companyId, now),
    () => findGoodsScopes(ctx.db, ids),
  ]);
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
