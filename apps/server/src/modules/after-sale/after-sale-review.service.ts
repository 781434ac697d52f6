/**
 * The operator's decision on an application (the `orders` command calls these until an operator
 * console exists). Approving a refund is one transaction: the decision, the money back the way it
 * came, the refunded units and amounts on the order, and the store's message — all or nothing.
 */
import { formatFen } from '@mall/shared/money';
import { AFTER_SALE_KINDS, type AfterSaleKind, ORDER_MESSAGES, ORDER_STATUS } from '@mall/shared/order';
import type { Database, Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { AppError } from '../../http/app-error.ts';
import { reverseOrderCashback } from '../cashback/order-cashback.service.ts';
import { reissueInvoice } from '../invoice/invoice.service.ts';
import {
  lockOffers,
  markCancelled,
  releaseCouponsAndVouchers,
  returnStock,
} from '../order/order.repository.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { reverseOrderPoints } from '../points/order-points.service.ts';
import {
  type AfterSaleRow,
  cancelUnshipped,
  findAfterSale,
  findOrder,
  hasUnitsToShip,
  inRunningGroup,
  insertMessage,
  insertOrderEvent,
  markCompleted,
  type OrderMoneyRow,
  recordRefund,
  setDecision,
  setRefundAmount,
} from './after-sale.repository.ts';
import { AFTER_SALE_MESSAGES, orderPaidTotal } from './after-sale.service.ts';
import { refundOrderMoney } from './after-sale-refund.ts';
import { isRefundKind } from './after-sale-rules.ts';

export const REVIEW_MESSAGES = {
  decided: '该售后申请已处理',
  reasonMissing: '驳回须填写原因',
} as const;

/** The reason an order closes with once every unit was refunded before it shipped. */
export const ALL_REFUNDED_REASON = '商品已全部退款，订单关闭';

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

/**
 * The application's units are refunded before the order shipped: they stay in the warehouse (back in
 * stock, the offers locked in id order as every stock writer does). True when nothing is left to ship.
 */
async function keepUnshipped(tx: Executor, order: OrderMoneyRow, afterSaleId: number): Promise<boolean> {
  const units = new Map<number, number>();
  for (const { offer_id, quantity } of await cancelUnshipped(tx, afterSaleId))
    units.set(offer_id, (units.get(offer_id) ?? 0) + quantity);
  const offers = [...units.keys()].sort((a, b) => a - b);
  await lockOffers(tx, offers);
  for (const offerId of offers) await returnStock(tx, offerId, units.get(offerId) ?? 0);
  return !(await hasUnitsToShip(tx, order.id));
}

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
    let amount = row.refund_amount;
    let closes = false;
    if (isRefundKind(row.kind as AfterSaleKind)) {
      if (await inRunningGroup(tx, order.id))
        throw new AppError('bad_request', ORDER_MESSAGES.afterSaleGroupRunning);
      if (order.refunded_amount + amount > orderPaidTotal(order))
        throw new AppError('bad_request', AFTER_SALE_MESSAGES.overPaid);
      if (order.status === ORDER_STATUS.toShip) {
        closes = await keepUnshipped(tx, order, row.id);
        // Nothing left to ship: the order gives back all it still holds, its shipping too.
        if (closes) amount = orderPaidTotal(order) - order.refunded_amount;
        if (amount !== row.refund_amount) await setRefundAmount(tx, row.id, amount);
      }
      await recordRefund(tx, row.id, order.id, amount);
      await reissueInvoice(tx, order.id, now);
      await reverseOrderPoints(tx, order.id, row.after_sale_no);
      await markCompleted(tx, row.id, now);
      refund = await refundOrderMoney(
        tx,
        gateway,
        order,
        amount,
        row.after_sale_no,
        AFTER_SALE_MESSAGES.overPaid,
      );
      // After the money went back, so a refund into the balance can cover the cashback taken back.
      await reverseOrderCashback(tx, order.id, row.after_sale_no);
    } else {
      await markCompleted(tx, row.id, null);
    }
    const money = amount > 0 ? `，退款 ¥${formatFen(amount)}` : '';
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
    if (closes) {
      // Closed as a cancel closes it: its coupon and cash voucher may be used again.
      await releaseCouponsAndVouchers(tx, order.id);
      await markCancelled(tx, order.id, ORDER_STATUS.cancelled, ALL_REFUNDED_REASON);
      await insertOrderEvent(tx, order.id, '订单已关闭', ALL_REFUNDED_REASON, input.operator);
    }
    await insertMessage(
      tx,
      row.company_id,
      '售后申请已通过',
      `您的订单 ${order.order_no} 的${kindText(row)}申请（${row.after_sale_no}）已审核通过${where ? `，${where}` : ''}${closes ? '，商品已全部退款，订单已关闭' : ''}。${note}`,
    );
    return {
      summary: `after-sale ${row.after_sale_no} approved${amount > 0 ? `: refunded ${formatFen(amount)} (balance ${formatFen(refund.toBalance)}, online ${formatFen(refund.online)})` : ''}${closes ? '; order closed' : ''}`,
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
