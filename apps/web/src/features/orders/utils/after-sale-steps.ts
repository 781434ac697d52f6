/**
 * An after-sale's step bar: 申请 → 审核 → 退款 (refund kinds) or 完成 (resend, documents…), with
 * 驳回 taking the review's place when it was refused.
 */
import { type AfterSaleDetail, RETURN_KINDS } from '@mall/shared/order';

export interface AfterSaleSteps {
  steps: { title: string; at: number | null }[];
  current: number;
  failed: boolean;
}

type Fields = Pick<AfterSaleDetail, 'kind' | 'status' | 'created_at' | 'reviewed_at' | 'refunded_at'>;

export function afterSaleSteps(sale: Fields): AfterSaleSteps {
  const refund = RETURN_KINDS.includes(sale.kind);
  if (sale.status === 3) {
    return {
      steps: [
        { title: '提交申请', at: sale.created_at },
        { title: '已驳回', at: sale.reviewed_at },
      ],
      current: 1,
      failed: true,
    };
  }
  const last = refund ? '退款' : '完成';
  const steps = [
    { title: '提交申请', at: sale.created_at },
    { title: '审核通过', at: sale.status >= 1 ? sale.reviewed_at : null },
    { title: last, at: sale.status === 2 ? (sale.refunded_at ?? sale.reviewed_at) : null },
  ];
  return { steps, current: sale.status, failed: false };
}
