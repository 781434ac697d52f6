/**
 * The points mall's goods in the console: what a store may redeem for its points, the stock and the
 * per-store limit. Each save is one transaction with the audit row. An edit carries the stock its
 * form showed (stock_was), as the catalogue's offer editor does: left as it was, the stock is not
 * written, for stores may have redeemed units since; changed while the item's stock is no longer
 * what the form showed, the save is refused with the stock as it is now.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminPointsGoods } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, PointsGoodsInput } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { offerStockMoved } from '../admin-catalogue/admin-catalogue.service.ts';
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
    let writesStock = true;
    if (before) {
      if (input.stock_was === undefined) throw AppError.validation({ stock_was: ['请输入原库存'] });
      writesStock = input.stock !== input.stock_was;
      if (writesStock && before.stock !== input.stock_was)
        throw new AppError('conflict', offerStockMoved(before.stock), undefined, { stock: before.stock });
    }
    const itemId = id ?? (await insertPointsGoods(tx, input));
    if (id !== null) await updatePointsGoods(tx, id, input, writesStock);
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
