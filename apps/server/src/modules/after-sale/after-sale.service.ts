/**
 * A store's returns and after-sales: apply for some units of some lines of its own order, list
 * and read its applications, and see their photos. Deciding them is the operator's
 * (after-sale-review.service.ts).
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@mall/shared/codes';
import {
  AFTER_SALE_KINDS,
  type AfterSaleDetail,
  type AfterSaleSummary,
  ORDER_MESSAGES,
} from '@mall/shared/order';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { openStoredFile, type UploadedFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import {
  countAfterSales,
  findAfterSale,
  findAfterSaleLines,
  findLineStates,
  findOrder,
  inRunningGroup,
  insertAfterSale,
  insertOrderEvent,
  listAfterSales,
  openRefundTotal,
} from './after-sale.repository.ts';
import { applySchema } from './after-sale.schemas.ts';
import { checkImages, storeImages } from './after-sale-images.ts';
import { afterSaleNumber, isRefundKind, mayApply, paidByLine, refundForUnits } from './after-sale-rules.ts';
import { toDetail, toSummary } from './after-sale-view.ts';

export const AFTER_SALE_MESSAGES = {
  notFound: '售后申请不存在',
  imageNotFound: '图片不存在',
  lineNotInOrder: '售后商品不在该订单中',
  overPaid: '退款金额超过订单实付金额',
} as const;

const notFound = () => new AppError('not_found', ORDER_MESSAGES.notFound);

/** Refunds may never pass what the order took: the balance deducted plus what was paid after. */
export const orderPaidTotal = (order: { balance_amount: number; paid_amount: number }) =>
  order.balance_amount + order.paid_amount;

export async function applyAfterSale(
  ctx: AppContext,
  session: SessionInfo,
  orderId: number,
  fields: Record<string, unknown>,
  images: readonly UploadedFile[],
  now = new Date(),
): Promise<AfterSaleDetail> {
  const input = parseInput(applySchema, fields);
  // Cheap refusals before any photo is written.
  const order = await findOrder(ctx.db, orderId, session.companyId, false);
  if (!order) throw notFound();
  const mimes = await checkImages(images);
  const refunds = isRefundKind(input.kind);

  const id = await ctx.db.transaction(async (tx) => {
    await lockStore(tx, session.companyId);
    const locked = await findOrder(tx, orderId, session.companyId, true);
    if (!locked) throw notFound();
    const completedAt = locked.completed_at === null ? null : new Date(Number(locked.completed_at) * 1000);
    if (!mayApply({ status: locked.status, completedAt }, now))
      throw new AppError('bad_request', ORDER_MESSAGES.afterSaleNotAllowed);
    if (await inRunningGroup(tx, orderId))
      throw new AppError('bad_request', ORDER_MESSAGES.afterSaleGroupRunning);
    const lineStates = await findLineStates(tx, orderId);
    const states = new Map(lineStates.map((s) => [s.id, s]));
    const paid = paidByLine(
      lineStates.map((s) => ({
        id: s.id,
        amount: s.amount,
        activityShare: s.activity_share,
        couponShare: s.coupon_share,
      })),
      locked.voucher_amount,
    );
    const lines = input.lines.map((wanted) => {
      const state = states.get(wanted.order_line_id);
      if (!state) throw AppError.validation({ lines: [AFTER_SALE_MESSAGES.lineNotInOrder] });
      const free = state.quantity - state.refunded_quantity - state.open_units;
      if (wanted.number > free)
        throw new AppError('bad_request', ORDER_MESSAGES.afterSaleTooMany, undefined, {
          order_line_id: state.id,
          max: Math.max(0, free),
        });
      const amount = refunds
        ? refundForUnits(
            {
              quantity: state.quantity,
              paid: paid.get(state.id) ?? 0,
            },
            wanted.number,
            state.refund_units,
            state.refund_amount,
          )
        : 0;
      return { orderLineId: state.id, quantity: wanted.number, amount };
    });
    const refundAmount = lines.reduce((sum, l) => sum + l.amount, 0);
    const asked = locked.refunded_amount + (await openRefundTotal(tx, orderId)) + refundAmount;
    if (refunds && asked > orderPaidTotal(locked))
      throw new AppError('bad_request', AFTER_SALE_MESSAGES.overPaid);
    // Written only once the application is accepted, so refusals leave no files behind.
    const stored = await storeImages(ctx.config.dataDir, images, mimes);
    // Several numbers of this millisecond: one taken by a parallel application is passed over.
    const { id: created, afterSaleNo } = await insertAfterSale(tx, {
      numbers: Array.from({ length: 8 }, () => afterSaleNumber(now, randomInt(0, 1000))),
      orderId,
      companyId: session.companyId,
      kind: input.kind,
      reason: input.reason,
      images: stored,
      refundAmount,
      lines,
    });
    await insertOrderEvent(
      tx,
      orderId,
      '申请售后',
      `${AFTER_SALE_KINDS[input.kind]}，售后单号 ${afterSaleNo}`,
      'buyer',
    );
    return created;
  });
  return afterSaleDetail(ctx, session, id);
}

export async function listStoreAfterSales(
  ctx: AppContext,
  session: SessionInfo,
  query: { page: number; pageSize: number; orderId?: number },
): Promise<Page<AfterSaleSummary>> {
  const [total, rows] = await Promise.all([
    countAfterSales(ctx.db, session.companyId, query.orderId),
    listAfterSales(ctx.db, session.companyId, {
      orderId: query.orderId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  return { list: rows.map(toSummary), total, page: query.page, page_size: query.pageSize };
}

export async function afterSaleDetail(
  ctx: AppContext,
  session: SessionInfo,
  id: number,
): Promise<AfterSaleDetail> {
  const row = await findAfterSale(ctx.db, { id }, session.companyId);
  if (!row) throw new AppError('not_found', AFTER_SALE_MESSAGES.notFound);
  return toDetail(row, await findAfterSaleLines(ctx.db, id));
}

/** Photo `index` of the store's own after-sale; anyone else's is simply not found. */
export async function openAfterSaleImage(ctx: AppContext, session: SessionInfo, id: number, index: number) {
  const row = await findAfterSale(ctx.db, { id }, session.companyId);
  return openStoredFile(ctx.config.dataDir, row?.images[index], AFTER_SALE_MESSAGES.imageNotFound);
}
