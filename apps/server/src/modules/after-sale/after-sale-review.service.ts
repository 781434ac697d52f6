/**
 * The operator's decision on an application (the `orders` command calls these until an operator
 * console exists). Approving a refund is one transaction: the decision, the money back the way it
 * came, the refunded units and amounts on the order, and the store's message — all or nothing.
 */
import { formatFen } from '@mall/shared/money';
import { AFTER_SALE_KINDS, type AfterSaleKind } from '@mall/shared/order';
import type { Database, Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { reverseOrderCashback } from '../cashback/order-cashback.service.ts';
import { reissueInvoice } from '../invoice/invoice.service.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { reverseOrderPoints } from '../points/order-points.service.ts';
import {
  type AfterSaleRow,
  findAfterSale,
  findOrder,
  insertMessage,
  insertOrderEvent,
  markCompleted,
  recordRefund,
  setDecision,
} from './after-sale.repository.ts';
import { AFTER_SALE_MESSAGES, orderPaidTotal } from './after-sale.service.ts';
import { refundOrderMoney } from './after-sale-refund.ts';
import { isRefundKind } from './after-sale-rules.ts';

export const REVIEW_MESSAGES = {
  decided: '该售后申请已处理',
  reasonMissing: '驳回须填写原因',
} as const;

export interface ReviewOutcome {
  summary: string;
  status: number;
  refund: { toBalance: number; online: number };
}

/** Locks company, order, then the application, in the one order every money path uses. */
async function lockPending(tx: Executor, afterSaleNo: string) {
  const found = await findAfterSale(tx, { afterSaleNo }, null);
  if (!found) throw new AppError('not_found', AFTER_SALE_MESSAGES.notFound);
  await lockStore(tx, found.company_id);
  const order = await findOrder(tx, found.order_id, found.company_id, true);
  const row = await findAfterSale(tx, { afterSaleNo }, found.company_id, true);
  if (!order || !row) throw new AppError('not_found', AFTER_SALE_MESSAGES.notFound);
  if (row.status !== 0) throw new AppError('conflict', REVIEW_MESSAGES.decided);
  return { order, row };
}

const kindText = (row: AfterSaleRow) => AFTER_SALE_KINDS[row.kind as AfterSaleKind] ?? row.kind;

export async function approveAfterSale(
  db: Database,
  gateway: PaymentGateway,
  input: { afterSaleNo: string; operator: string; note?: string; now?: Date },
): Promise<ReviewOutcome> {
  const now = input.now ?? new Date();
  const note = input.note?.trim() ?? '';
  return db.transaction(async (tx) => {
    const { order, row } = await lockPending(tx, input.afterSaleNo);
    await setDecision(tx, row.id, 1, input.operator, note, now);
    let refund = { toBalance: 0, online: 0, ref: '' };
    if (isRefundKind(row.kind as AfterSaleKind)) {
      if (order.refunded_amount + row.refund_amount > orderPaidTotal(order))
        throw new AppError('bad_request', AFTER_SALE_MESSAGES.overPaid);
      await recordRefund(tx, row.id, order.id, row.refund_amount);
      await reissueInvoice(tx, order.id, now);
      await reverseOrderPoints(tx, order.id, row.after_sale_no);
      await markCompleted(tx, row.id, now);
      refund = await refundOrderMoney(
        tx,
        gateway,
        order,
        row.refund_amount,
        row.after_sale_no,
        AFTER_SALE_MESSAGES.overPaid,
      );
      // After the money went back, so a refund into the balance can cover the cashback taken back.
      await reverseOrderCashback(tx, order.id, row.after_sale_no);
    } else {
      await markCompleted(tx, row.id, null);
    }
    const money = row.refund_amount > 0 ? `，退款 ¥${formatFen(row.refund_amount)}` : '';
    const where = [
      refund.toBalance > 0 ? `¥${formatFen(refund.toBalance)} 已退回账户余额` : '',
      refund.online > 0 ? `¥${formatFen(refund.online)} 已原路退回支付账户` : '',
    ]
      .filter(Boolean)
      .join('，');
    await insertOrderEvent(
      tx,
      order.id,
      '售后已完成',
      `${kindText(row)} ${row.after_sale_no}${money}${refund.ref ? `（退款流水 ${refund.ref}）` : ''}`,
      input.operator,
    );
    await insertMessage(
      tx,
      row.company_id,
      '售后申请已通过',
      `您的订单 ${order.order_no} 的${kindText(row)}申请（${row.after_sale_no}）已审核通过${where ? `，${where}` : ''}。${note}`,
    );
    return {
      summary: `after-sale ${row.after_sale_no} approved${row.refund_amount > 0 ? `: refunded ${formatFen(row.refund_amount)} (balance ${formatFen(refund.toBalance)}, online ${formatFen(refund.online)})` : ''}`,
      status: 2,
      refund: { toBalance: refund.toBalance, online: refund.online },
    };
  });
}

export async function rejectAfterSale(
  db: Database,
  input: { afterSaleNo: string; operator: string; reason: string; now?: Date },
): Promise<ReviewOutcome> {
  const reason = input.reason.trim();
  if (!reason) throw new AppError('bad_request', REVIEW_MESSAGES.reasonMissing);
  return db.transaction(async (tx) => {
    const { order, row } = await lockPending(tx, input.afterSaleNo);
    await setDecision(tx, row.id, 3, input.operator, reason, input.now ?? new Date());
    await insertOrderEvent(
      tx,
      order.id,
      '售后已驳回',
      `${kindText(row)} ${row.after_sale_no}：${reason}`,
      input.operator,
    );
    await insertMessage(
      tx,
      row.company_id,
      '售后申请已驳回',
      `您的订单 ${order.order_no} 的${kindText(row)}申请（${row.after_sale_no}）未通过审核，原因：${reason}`,
    );
    return {
      summary: `after-sale ${row.after_sale_no} rejected`,
      status: 3,
      refund: { toBalance: 0, online: 0 },
    };
  });
}
