/**
 * The points mall (积分商城): its items, and redeeming one into a points order. A redemption is one
 * transaction: the store's row lock (the first lock of every money path), the item's row, the
 * stock and per-store limit checks, the address snapshot, the points order with its line, the
 * stock taken and the points spent through appendPoints — all or nothing.
 */
import { randomInt } from 'node:crypto';
import { chinaStamp } from '@mall/shared/china-time';
import type { Page } from '@mall/shared/codes';
import {
  POINTS_MESSAGES,
  type PointsGoodsRead,
  type PointsRedeemBody,
  type PointsRedeemed,
} from '@mall/shared/points';
import { INT4_MAX } from '@mall/shared/text';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findAddress } from '../address/address.repository.ts';
import {
  findGoods,
  type GoodsRow,
  insertPointsOrder,
  pageGoods,
  redeemedUnits,
  takeGoodsStock,
} from './points.repository.ts';
import { appendPoints } from './points.service.ts';

const toRead = (row: GoodsRow): PointsGoodsRead => ({
  id: row.id,
  name: row.name,
  image: row.image,
  points: row.points,
  stock: row.stock,
  per_member_limit: row.per_member_limit,
  description: row.description,
});

export async function listPointsGoods(
  ctx: Pick<AppContext, 'readDb'>,
  page: number,
  pageSize: number,
): Promise<Page<PointsGoodsRead>> {
  const { rows, total } = await pageGoods(ctx.readDb, pageSize, (page - 1) * pageSize);
  return { list: rows.map(toRead), total, page, page_size: pageSize };
}

export async function pointsGoodsDetail(
  ctx: Pick<AppContext, 'readDb'>,
  id: number,
): Promise<PointsGoodsRead> {
  const row = await findGoods(ctx.readDb, id);
  if (!row) throw new AppError('not_found', POINTS_MESSAGES.goodsMissing);
  return toRead(row);
}

/** Points order numbers: 'JF' + the China time yyyyMMddHHmmss + 4 random digits. */
export function pointsOrderNumber(now: Date): string {
  return `JF${chinaStamp(Math.floor(now.getTime() / 1000))}${String(randomInt(10_000)).padStart(4, '0')}`;
}

export async function redeemPointsGoods(
  ctx: DbContext,
  session: SessionInfo,
  body: PointsRedeemBody,
  now = new Date(),
): Promise<PointsRedeemed> {
  const companyId = session.companyId;
  return ctx.db.transaction(async (tx) => {
    if (!(await lockStore(tx, companyId))) throw new AppError('not_found', POINTS_MESSAGES.noStore);
    const goods = await findGoods(tx, body.id, true);
    if (!goods) throw new AppError('not_found', POINTS_MESSAGES.goodsMissing);
    if (goods.stock < body.number) throw new AppError('bad_request', POINTS_MESSAGES.stockShort);
    if (
      goods.per_member_limit > 0 &&
      (await redeemedUnits(tx, companyId, goods.id)) + body.number > goods.per_member_limit
    )
      throw new AppError('bad_request', POINTS_MESSAGES.overLimit);
    const address = await findAddress(tx, companyId, body.address_id);
    if (!address) throw new AppError('bad_request', POINTS_MESSAGES.addressMissing);
    const cost = goods.points * body.number;
    if (cost > INT4_MAX) throw new AppError('bad_request', POINTS_MESSAGES.short);
    // Several numbers of this second: one taken by another store's redemption is passed over.
    const { id: pointsOrderId, orderNo } = await insertPointsOrder(tx, {
      numbers: Array.from({ length: 8 }, () => pointsOrderNumber(now)),
      companyId,
      totalPoints: cost,
      address: {
        consignee: address.consignee,
        phone: address.phone,
        province: address.province,
        city: address.city,
        district: address.district,
        detail: address.detail,
      },
      line: {
        goodsId: goods.id,
        name: goods.name,
        image: goods.image,
        points: goods.points,
        quantity: body.number,
      },
    });
    await takeGoodsStock(tx, goods.id, body.number);
    const left = await appendPoints(tx, companyId, -cost, `积分商城兑换：${goods.name} ×${body.number}`, {
      kind: 'redeem',
      pointsOrderId,
    });
    return { points_order_id: pointsOrderId, order_no: orderNo, total_points: cost, points_left: left };
  });
}
