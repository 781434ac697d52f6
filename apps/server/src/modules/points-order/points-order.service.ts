/** Points orders of the acting store (积分订单): read here, written by the points mall. */
import type { Page } from '@mall/shared/codes';
import {
  POINTS_ORDER_NOT_FOUND,
  POINTS_ORDER_STATUS_TEXT,
  type PointsOrderRead,
  type PointsOrderStatus,
} from '@mall/shared/order';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { countPointsOrders, findPointsOrders, type PointsOrderRow } from './points-order.repository.ts';

type Ctx = Pick<AppContext, 'readDb'>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toRead(row: PointsOrderRow): PointsOrderRead {
  const status = row.status as PointsOrderStatus;
  return {
    id: row.id,
    order_no: row.order_no,
    status,
    status_text: POINTS_ORDER_STATUS_TEXT[status],
    total_points: row.total_points,
    lines: row.lines,
    address: {
      consignee: text(row.address.consignee),
      phone: text(row.address.phone),
      province: text(row.address.province),
      city: text(row.address.city),
      district: text(row.address.district),
      detail: text(row.address.detail),
    },
    carrier: row.carrier,
    tracking_no: row.tracking_no,
    created_at: row.created_at,
    shipped_at: row.shipped_at,
    completed_at: row.completed_at,
  };
}

export async function listPointsOrders(
  ctx: Ctx,
  session: SessionInfo,
  page: number,
  pageSize: number,
): Promise<Page<PointsOrderRead>> {
  const [rows, total] = await Promise.all([
    findPointsOrders(ctx.readDb, session.companyId, { limit: pageSize, offset: (page - 1) * pageSize }),
    countPointsOrders(ctx.readDb, session.companyId),
  ]);
  return { list: rows.map(toRead), total, page, page_size: pageSize };
}

export async function pointsOrderDetail(
  ctx: Ctx,
  session: SessionInfo,
  id: number,
): Promise<PointsOrderRead> {
  const [row] = await findPointsOrders(ctx.readDb, session.companyId, { id });
  if (!row) throw new AppError('not_found', POINTS_ORDER_NOT_FOUND);
  return toRead(row);
}
