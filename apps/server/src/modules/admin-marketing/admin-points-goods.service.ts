/**
 * The points mall's goods in the console: what a store may redeem for its points, the stock and the
 * per-store limit. Each save is one transaction with the audit row.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminPointsGoods } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, PointsGoodsInput } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { paged } from './admin-marketing.service.ts';
import {
  findPointsGoods,
  insertPointsGoods,
  listPointsGoods,
  updatePointsGoods,
} from './admin-points-goods.repository.ts';
import type { Actor } from './marketing-write.ts';

export async function pointsGoodsPage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminPointsGoods>> {
  const { rows, total } = await listPointsGoods(ctx.db, query);
  return paged(rows, total, query);
}

/** The item's row is locked, so a redemption meanwhile waits and then reads the new stock. */
export async function savePointsGoods(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: PointsGoodsInput,
): Promise<AdminPointsGoods> {
  return ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await findPointsGoods(tx, id, true);
    if (id !== null && !before) throw new AppError('not_found', '积分商品不存在');
    const itemId = id ?? (await insertPointsGoods(tx, input));
    if (id !== null) await updatePointsGoods(tx, id, input);
    const after = (await findPointsGoods(tx, itemId)) as AdminPointsGoods;
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'points_goods.create' : 'points_goods.update',
      targetType: 'points_goods',
      targetId: itemId,
      before: before ?? null,
      after,
    });
    return after;
  });
}
