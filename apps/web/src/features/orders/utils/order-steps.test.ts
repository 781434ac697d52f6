import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps';

const base = {
  created_at: 100,
  paid_at: null,
  shipped_at: null,
  delivered_at: null,
  completed_at: null,
  cancelled_at: null,
};

describe('order steps', () => {
  it('puts an unpaid order on its first step', () => {
    const { steps, current, failed } = orderSteps({ ...base, status: 0 });
    expect(steps.map((s) => s.title)).toEqual(['提交订单', '付款', '发货', '收货', '完成']);
    expect([current, failed]).toEqual([0, false]);
  });

  it('follows the times of a shipped order', () => {
    const result = orderSteps({ ...base, status: 2, paid_at: 200, shipped_at: 300 });
    expect(result.current).toBe(2);
    expect(result.steps.map((s) => s.at)).toEqual([100, 200, 300, null, null]);
  });

  it('ends a completed order on 完成, using the completion time for 收货 when no delivery was recorded', () => {
    const result = orderSteps({ ...base, status: 3, paid_at: 200, shipped_at: 300, completed_at: 500 });
    expect(result.current).toBe(4);
    expect(result.steps[3]!.at).toBe(500);
  });

  it('shows 已取消 after the last step a cancelled order reached', () => {
    const unpaid = orderSteps({ ...base, status: 4, cancelled_at: 150 });
    expect(unpaid.steps.map((s) => s.title)).toEqual(['提交订单', '已取消']);
    expect(unpaid.steps[1]!.at).toBe(150);
    expect([unpaid.current, unpaid.failed]).toEqual([1, true]);
    const paid = orderSteps({ ...base, status: 4, paid_at: 120, cancelled_at: 150 });
    expect(paid.steps.map((s) => s.title)).toEqual(['提交订单', '付款', '已取消']);
  });
});
