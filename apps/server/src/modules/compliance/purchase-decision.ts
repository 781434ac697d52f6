/**
 * The pure decision of who may buy what (DESIGN §6): a store trades only when it is approved and
 * every licence it must hold is approved and unexpired; it signs the purchase contract; and it
 * buys only goods inside the business scopes its licences grant.
 */
import { scopeMissingMessage } from '@mall/shared/licence';

export const LICENCE_PAGE = '/zhzx/zzzj';
export const CONTRACT_UNSIGNED_MESSAGE = '请先签署电子采购合同';
export const LICENCE_EXPIRED_MESSAGE = '您的资质已过期，请更新后再采购';
export const COMPANY_PENDING_MESSAGE = '您的资质正在审核中，审核通过后方可采购';
export const COMPANY_REJECTED_MESSAGE = '您的资质审核未通过，请重新上传资质后再采购';
export const GOODS_MISSING_MESSAGE = '商品不存在或已下架';

export interface PurchaseFacts {
  /** companies.review_status: 0 pending, 1 approved, 2 rejected. */
  companyStatus: number;
  /** Names of licences the store must hold but has no approved, unexpired version of. */
  missingLicences: string[];
  contractSigned: boolean;
  /** Business scopes granted by approved, unexpired licences. */
  scopeIds: ReadonlySet<number>;
}

export interface GoodsScope {
  goodsId: number;
  scopeId: number;
  scopeName: string;
}

export type GoodsVerdict =
  | { goodsId: number; ok: true }
  | { goodsId: number; ok: false; reason: string; link: string };

export type PurchaseDecision =
  | { kind: 'refused'; reason: string; link: string }
  | { kind: 'contract_unsigned' }
  | { kind: 'checked'; goods: GoodsVerdict[] };

/** The store-wide gate, or null when the store may trade (the contract aside). */
export function storeRefusal(facts: PurchaseFacts): string | null {
  if (facts.companyStatus === 0) return COMPANY_PENDING_MESSAGE;
  if (facts.companyStatus !== 1) return COMPANY_REJECTED_MESSAGE;
  if (facts.missingLicences.length > 0) return LICENCE_EXPIRED_MESSAGE;
  return null;
}

/**
 * Licences first (no contract lets an unlicensed store buy), then the contract, then each
 * goods against the scopes. Ids not found among `goods` are refused as missing.
 */
export function decidePurchase(
  facts: PurchaseFacts,
  goodsIds: readonly number[],
  goods: readonly GoodsScope[],
): PurchaseDecision {
  const refusal = storeRefusal(facts);
  if (refusal) return { kind: 'refused', reason: refusal, link: LICENCE_PAGE };
  if (!facts.contractSigned) return { kind: 'contract_unsigned' };
  const byId = new Map(goods.map((g) => [g.goodsId, g]));
  return {
    kind: 'checked',
    goods: goodsIds.map((goodsId): GoodsVerdict => {
      const found = byId.get(goodsId);
      if (!found) return { goodsId, ok: false, reason: GOODS_MISSING_MESSAGE, link: '' };
      if (!facts.scopeIds.has(found.scopeId))
        return { goodsId, ok: false, reason: scopeMissingMessage(found.scopeName), link: LICENCE_PAGE };
      return { goodsId, ok: true };
    }),
  };
}
