/**
 * Coupon templates in the console and their issue to stores. A coupon a store already holds keeps
 * its terms: once issued, only its wording may change. Each save or issue is one transaction with
 * the audit row.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminCoupon, CouponIssueResult } from '@mall/shared/admin-marketing';
import type { CouponInput, CouponIssueInput, MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import {
  databaseNow,
  findCoupon,
  insertCoupon,
  issueCoupons,
  listCoupons,
  missingIds,
  updateCoupon,
} from './admin-marketing.repository.ts';
import { paged } from './admin-marketing.service.ts';
import type { Actor } from './marketing-write.ts';

export async function couponPage(ctx: DbContext, query: MarketingListQuery): Promise<Paged<AdminCoupon>> {
  const { rows, total } = await listCoupons(ctx.db, query);
  return paged(rows, total, query);
}

export async function saveCoupon(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: CouponInput,
): Promise<AdminCoupon> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findCoupon(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '优惠券不存在');
    const unknown = await missingIds(tx, 'business_scopes', input.scope_ids);
    if (unknown.length > 0)
      throw AppError.validation({ scope_ids: [`经营范围不存在：${unknown.join('、')}`] });
    const scopes = [...new Set(input.scope_ids)].sort((a, b) => a - b);
    // A coupon a store holds keeps the terms it was given with: only the wording may change.
    if (
      before &&
      before.issued > 0 &&
      (before.kind !== input.kind ||
        before.threshold !== input.threshold ||
        before.value !== input.value ||
        before.scope_ids.join() !== scopes.join())
    )
      throw new AppError('conflict', '该优惠券已发放，不能再修改类型、门槛、面额或适用的经营范围');
    const couponId = id ?? (await insertCoupon(tx, input));
    if (id !== null) await updateCoupon(tx, id, input);
    const after = (await findCoupon(tx, couponId)) as AdminCoupon;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'coupon.create' : 'coupon.update',
      targetType: 'coupon',
      targetId: couponId,
      before: before ?? null,
      after,
    });
    return after;
  });
}

export async function issueCoupon(
  ctx: DbContext,
  actor: Actor,
  id: number,
  input: CouponIssueInput,
): Promise<CouponIssueResult> {
  return ctx.db.transaction(async (tx) => {
    const coupon = await findCoupon(tx, id, true);
    if (!coupon) throw new AppError('not_found', '优惠券不存在');
    const companies = [...new Set(input.company_ids)];
    const missing = await missingIds(tx, 'companies', companies);
    if (missing.length > 0) throw AppError.validation({ company_ids: [`门店不存在：${missing.join('、')}`] });
    if ((input.valid_to as number) <= (await databaseNow(tx)))
      throw AppError.validation({ valid_to: ['失效时间应晚于现在'] });
    const issued = await issueCoupons(
      tx,
      id,
      companies,
      input.valid_from as number,
      input.valid_to as number,
    );
    await recordAudit(tx, {
      ...actor,
      action: 'coupon.issue',
      targetType: 'coupon',
      targetId: id,
      before: { issued: coupon.issued },
      after: {
        issued: coupon.issued + issued,
        company_ids: companies,
        valid_from: input.valid_from,
        valid_to: input.valid_to,
      },
    });
    return { issued };
  });
}
