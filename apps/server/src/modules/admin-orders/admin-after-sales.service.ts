/**
 * After-sales in the console: the list and detail of every store's requests with their photos, and
 * the review through the after-sale review service the command line uses — approve (the money goes
 * back the way it was paid; a refund only with the finance permission) or reject — in one
 * transaction with its audit row.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminAfterSaleDetail, AdminAfterSaleItem } from '@mall/shared/admin-orders';
import { formatFen } from '@mall/shared/money';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '@mall/shared/order';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { openStoredFile } from '../../http/uploads.ts';
import { findAfterSale, findAfterSaleLines } from '../after-sale/after-sale.repository.ts';
import { approveAfterSale, rejectAfterSale } from '../after-sale/after-sale-review.service.ts';
import { isRefundKind } from '../after-sale/after-sale-rules.ts';
import { toDetail } from '../after-sale/after-sale-view.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import {
  type AfterSaleListFilter,
  afterSaleExtras,
  afterSaleState,
  listAdminAfterSales,
} from './admin-orders.repository.ts';
import {
  ADMIN_ORDER_MESSAGES,
  actingName,
  auditOf,
  type OrderActor,
  pageOf,
  payMethodText,
} from './admin-orders.service.ts';

export async function afterSaleList(
  ctx: AppContext,
  filter: AfterSaleListFilter,
  page: number,
  pageSize: number,
): Promise<Paged<AdminAfterSaleItem>> {
  const { rows, total } = await listAdminAfterSales(ctx.db, filter, pageOf(page, pageSize));
  return {
    list: rows.map((r) => ({
      id: r.id,
      after_sale_no: r.after_sale_no,
      order_id: r.order_id,
      order_no: r.order_no,
      company_id: r.company_id,
      company_name: r.company_name,
      kind: r.kind as AfterSaleKind,
      kind_text: AFTER_SALE_KINDS[r.kind as AfterSaleKind] ?? r.kind,
      status: r.status as AfterSaleStatus,
      status_text: AFTER_SALE_STATUS_TEXT[r.status as AfterSaleStatus] ?? '',
      refund_amount: formatFen(r.refund_amount),
      reason: r.reason,
      image_count: r.image_count,
      created_at: r.created_at,
    })),
    total,
    page,
    page_size: pageSize,
  };
}

export const adminImageUrl = (afterSaleId: number, index: number) =>
  `/api/admin/after-sales/${afterSaleId}/images/${index}`;

export async function afterSaleDetail(ctx: AppContext, id: number): Promise<AdminAfterSaleDetail> {
  const row = await findAfterSale(ctx.db, { id }, null);
  const extras = row && (await afterSaleExtras(ctx.db, id));
  if (!row || !extras) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.afterSaleNotFound);
  const detail = toDetail(row, await findAfterSaleLines(ctx.db, id));
  return {
    ...detail,
    images: row.images.map((_, i) => adminImageUrl(id, i)),
    company_id: row.company_id,
    company_name: extras.company_name,
    pay_method_text: payMethodText(extras.pay_method),
    reviewer: extras.reviewer,
  };
}

export async function openAfterSaleImage(ctx: AppContext, id: number, index: number) {
  const row = await findAfterSale(ctx.db, { id }, null);
  return openStoredFile(ctx.config.dataDir, row?.images[index], ADMIN_ORDER_MESSAGES.imageNotFound);
}

export type AfterSaleDecision =
  | { kind: 'approve'; note: string; mayRefund: boolean }
  | { kind: 'reject'; reason: string };

/** Approve (the money goes back the way it was paid) or reject, through the after-sale review service. */
export async function reviewAfterSale(
  ctx: AppContext,
  gateway: PaymentGateway,
  actor: OrderActor,
  id: number,
  decision: AfterSaleDecision,
): Promise<{ summary: string; refund: { to_balance: string; online: string } }> {
  const found = await findAfterSale(ctx.db, { id }, null);
  if (!found) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.afterSaleNotFound);
  const afterSaleNo = found.after_sale_no;
  if (decision.kind === 'approve' && !decision.mayRefund && isRefundKind(found.kind as AfterSaleKind))
    throw new AppError('forbidden', ADMIN_ORDER_MESSAGES.refundNeedsFinance);
  return ctx.db.transaction(async (tx) => {
    const before = await afterSaleState(tx, afterSaleNo);
    const outcome =
      decision.kind === 'approve'
        ? await approveAfterSale(tx, gateway, {
            afterSaleNo,
            operator: actingName(actor),
            ...(decision.note ? { note: decision.note } : {}),
          })
        : await rejectAfterSale(tx, { afterSaleNo, operator: actingName(actor), reason: decision.reason });
    const after = await afterSaleState(tx, afterSaleNo);
    await recordAudit(tx, {
      ...auditOf(actor),
      action: decision.kind === 'approve' ? 'after_sale.approve' : 'after_sale.reject',
      targetType: 'after_sale',
      targetId: afterSaleNo,
      before,
      after: { ...after, refund_to_balance: outcome.refund.toBalance, refund_online: outcome.refund.online },
    });
    return {
      summary: outcome.summary,
      refund: { to_balance: formatFen(outcome.refund.toBalance), online: formatFen(outcome.refund.online) },
    };
  });
}
