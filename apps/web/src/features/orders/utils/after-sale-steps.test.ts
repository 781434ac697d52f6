import { describe, expect, it } from 'vitest';
import { afterSaleSteps } from './after-sale-steps';

const base = { created_at: 100, reviewed_at: null, refunded_at: null };

describe('after-sale steps', () => {
  it('waits on review after the application', () => {
    const result = afterSaleSteps({ ...base, kind: 'return_refund', status: 0 });
    expect(result.steps.map((s) => s.title)).toEqual(['提交申请', '审核通过', '退款']);
    expect([result.current, result.failed]).toEqual([0, false]);
  });

  it('ends a refund on 退款 with the refund time', () => {
    const result = afterSaleSteps({
      ...base,
      kind: 'refund_only',
      status: 2,
      reviewed_at: 200,
      refunded_at: 300,
    });
    expect(result.steps.map((s) => s.at)).toEqual([100, 200, 300]);
    expect(result.current).toBe(2);
  });

  it('ends the other kinds on 完成', () => {
    const result = afterSaleSteps({ ...base, kind: 'resend', status: 2, reviewed_at: 200 });
    expect(result.steps.map((s) => s.title)).toEqual(['提交申请', '审核通过', '完成']);
    expect(result.steps[2]!.at).toBe(200);
  });

  it('shows a refusal in place of the review', () => {
    const result = afterSaleSteps({ ...base, kind: 'return_refund', status: 3, reviewed_at: 250 });
    expect(result.steps).toEqual([
      { title: '提交申请', at: 100 },
      { title: '已驳回', at: 250 },
    ]);
    expect(result.failed).toBe(true);
  });
});
