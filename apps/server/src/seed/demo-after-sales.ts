/**
 * demo's after-sales: id 1, a return with refund (退货退款) on the completed order paid from the
 * balance, approved and refunded exactly as after-sale-review.service does it (refunded units on
 * the line, refunded amount on the order and its payment, the money back to the balance, and the
 * order's invoice reversed and reissued for what the buyer kept by the service the review calls);
 * id 2, a resend (补发) on the other completed order, still awaiting review.
 */
import { formatFen } from '@mall/shared/money';
import { AFTER_SALE_KINDS } from '@mall/shared/order';
import type { DbHandle } from '../db/client.ts';
import { afterSaleNumber, paidOfLine, refundForUnits } from '../modules/after-sale/after-sale-rules.ts';
import { reissueInvoice } from '../modules/invoice/invoice.service.ts';
import { bulkInsert } from './bulk.ts';
import type { EventRow, Movement } from './demo-order-rows.ts';
import type { Random } from './random.ts';

export const REVIEWER = '客服中心';

export interface AfterSaleTarget {
  orderId: number;
  companyId: number;
  line: { id: number; quantity: number; amount: number; activity_share: number; coupon_share: number };
}

export interface AfterSalePlan {
  refund: AfterSaleTarget & { appliedAt: Date; reviewedAt: Date };
  resend: AfterSaleTarget & { appliedAt: Date };
}

/** Writes both after-sales; returns the timeline events and the balance movement they cause. */
export async function seedAfterSales(
  handle: DbHandle,
  plan: AfterSalePlan,
  random: Random,
): Promise<{ events: EventRow[]; movements: Movement[] }> {
  const { refund, resend } = plan;
  const units = Math.max(1, Math.floor(refund.line.quantity / 4));
  const paid = paidOfLine({
    amount: refund.line.amount,
    activityShare: refund.line.activity_share,
    couponShare: refund.line.coupon_share,
  });
  const refundAmount = refundForUnits({ quantity: refund.line.quantity, paid }, units, 0, 0);
  const refundNo = afterSaleNumber(refund.appliedAt, random.int(0, 999));
  const resendNo = afterSaleNumber(resend.appliedAt, random.int(0, 999));

  await bulkInsert(
    handle,
    'after_sales',
    [
      { name: 'id', kind: 'int' },
      { name: 'after_sale_no', kind: 'text' },
      { name: 'order_id', kind: 'int' },
      { name: 'company_id', kind: 'int' },
      { name: 'kind', kind: 'text' },
      { name: 'status', kind: 'int' },
      { name: 'reason', kind: 'text' },
      { name: 'refund_amount', kind: 'int' },
      { name: 'review_note', kind: 'text' },
      { name: 'reviewed_by', kind: 'text' },
      { name: 'reviewed_at', kind: 'timestamptz' },
      { name: 'refunded_at', kind: 'timestamptz' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    [
      [
        1,
        refundNo,
        refund.orderId,
        refund.companyId,
        'return_refund',
        2,
        '到货后发现部分商品外包装破损，无法上架销售，申请退货退款。',
        refundAmount,
        '已核实外包装破损，同意退货退款',
        REVIEWER,
        refund.reviewedAt,
        refund.reviewedAt,
        refund.appliedAt,
      ],
      [
        2,
        resendNo,
        resend.orderId,
        resend.companyId,
        'resend',
        0,
        '到货清点少了一盒，请补发。',
        0,
        '',
        null,
        null,
        null,
        resend.appliedAt,
      ],
    ],
  );
  await bulkInsert(
    handle,
    'after_sale_lines',
    [
      { name: 'after_sale_id', kind: 'int' },
      { name: 'order_line_id', kind: 'int' },
      { name: 'quantity', kind: 'int' },
      { name: 'amount', kind: 'int' },
    ],
    [
      [1, refund.line.id, units, refundAmount],
      [2, resend.line.id, 1, 0],
    ],
  );
  await handle.query('UPDATE order_lines SET refunded_quantity = refunded_quantity + $1 WHERE id = $2', [
    units,
    refund.line.id,
  ]);
  await handle.query('UPDATE orders SET refunded_amount = refunded_amount + $1 WHERE id = $2', [
    refundAmount,
    refund.orderId,
  ]);
  // Paid from the balance at step 3: the refund goes back to the balance, recorded on that payment.
  await handle.query(
    `UPDATE payments SET refunded_amount = refunded_amount + $1,
       status = CASE WHEN refunded_amount + $1 >= amount THEN 3 ELSE status END
     WHERE order_id = $2 AND status IN (1, 3)`,
    [refundAmount, refund.orderId],
  );
  // The order was invoiced at receipt (demo-orders.ts): 红冲 and reissue as approveAfterSale does.
  await reissueInvoice(handle.db, refund.orderId, refund.reviewedAt);

  const returnText = AFTER_SALE_KINDS.return_refund;
  return {
    events: [
      {
        orderId: refund.orderId,
        kind: 'status',
        title: '申请售后',
        note: `${returnText}，售后单号 ${refundNo}`,
        actor: 'buyer',
        at: refund.appliedAt,
      },
      {
        orderId: refund.orderId,
        kind: 'status',
        title: '售后已完成',
        note: `${returnText} ${refundNo}，退款 ¥${formatFen(refundAmount)}`,
        actor: REVIEWER,
        at: refund.reviewedAt,
      },
      {
        orderId: resend.orderId,
        kind: 'status',
        title: '申请售后',
        note: `${AFTER_SALE_KINDS.resend}，售后单号 ${resendNo}`,
        actor: 'buyer',
        at: resend.appliedAt,
      },
    ],
    movements:
      refundAmount > 0
        ? [
            {
              amount: refundAmount,
              kind: 'after_sale_refund',
              orderId: refund.orderId,
              note: `售后退款 ${refundNo}`,
              at: refund.reviewedAt,
            },
          ]
        : [],
  };
}
