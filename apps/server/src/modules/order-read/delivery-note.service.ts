/** GET /api/order/{id}/delivery_note: the acting store's shipped order as its 随货同行单. */
import { type DeliveryNote, DOCUMENT_MESSAGES } from '@mall/shared/documents';
import { ORDER_MESSAGES, ORDER_STATUS } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { getPublicConfig } from '../settings/settings.service.ts';
import { findCompanyName, listNoteLines } from './delivery-note.repository.ts';
import { deliveryNoteRows } from './delivery-note.ts';
import { findOwnOrder } from './order-read.repository.ts';
import { addressOf } from './order-view.ts';

/** The note goes with the goods: it exists once they have left, never before. */
const SHIPPED: readonly number[] = [ORDER_STATUS.toReceive, ORDER_STATUS.completed];

export async function deliveryNote(
  ctx: { db: Executor },
  session: SessionInfo,
  orderId: number,
): Promise<DeliveryNote> {
  const row = await findOwnOrder(ctx.db, session.companyId, orderId);
  if (!row) throw new AppError('not_found', ORDER_MESSAGES.notFound);
  if (!SHIPPED.includes(row.status) || row.shipped_at === null)
    throw new AppError('bad_request', DOCUMENT_MESSAGES.notShipped);
  const [lines, buyer, site] = await Promise.all([
    listNoteLines(ctx.db, row.id),
    findCompanyName(ctx.db, session.companyId),
    getPublicConfig(ctx.db),
  ]);
  return {
    order_id: row.id,
    order_no: row.order_no,
    buyer,
    seller: site.common_config.footer.company || site.common_config.site_name,
    address: addressOf(row),
    carrier: row.carrier,
    tracking_no: row.tracking_no,
    shipped_at: row.shipped_at,
    ...deliveryNoteRows(lines),
  };
}
