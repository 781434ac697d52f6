/**
 * Recharge tiers in the console: an amount to top up and what it brings (a cash voucher, a coupon).
 * Each save is one transaction with the audit row.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminRechargeTier } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, RechargeTierInput } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import {
  couponExists,
  findRechargeTier,
  insertRechargeTier,
  listRechargeTiers,
  updateRechargeTier,
} from './admin-marketing.repository.ts';
import { paged } from './admin-marketing.service.ts';
import type { Actor } from './marketing-write.ts';

export async function rechargeTierPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminRechargeTier>> {
  const { rows, total } = await listRechargeTiers(ctx.db, query);
  return paged(rows, total, query);
}

/** A tier's bonus is snapshot into each recharge when it is made, so an edit never changes one made. */
export async function saveRechargeTier(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: RechargeTierInput,
): Promise<AdminRechargeTier> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findRechargeTier(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '充值档位不存在');
    if (input.bonus_coupon_id !== null && !(await couponExists(tx, input.bonus_coupon_id)))
      throw AppError.validation({ bonus_coupon_id: ['优惠券不存在'] });
    const tierId = id ?? (await insertRechargeTier(tx, input));
    if (id !== null) await updateRechargeTier(tx, id, input);
    const after = (await findRechargeTier(tx, tierId)) as AdminRechargeTier;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'recharge_tier.create' : 'recharge_tier.update',
      targetType: 'recharge_tier',
      targetId: tierId,
      before: before ?? null,
      after,
    });
    return after;
  });
}
