/**
 * The detail page's step bar: 提交订单 → 付款 → 发货 → 收货 → 完成, each with its time once
 * reached. A cancelled order shows the steps it reached, then 已取消 in place of the next one.
 */
import { ORDER_STATUS, type OrderDetail } from '@mall/shared/order';

export interface OrderStep {
  title: string;
  /** Unix seconds when reached, null when not yet */
  at: number | null;
}

export interface OrderSteps {
  steps: OrderStep[];
  /** index of the current step */
  current: number;
  /** the current step failed (a cancelled order) */
  failed: boolean;
}

type Times = Pick<
  OrderDetail,
  'status' | 'created_at' | 'paid_at' | 'shipped_at' | 'delivered_at' | 'completed_at' | 'cancelled_at'
>;

export function orderSteps(order: Times): OrderSteps {
  const steps: OrderStep[] = [
    { title: '提交订单', at: order.created_at },
    { title: '付款', at: order.paid_at },
    { title: '发货', at: order.shipped_at },
    {
      title: '收货',
      at: order.delivered_at ?? (order.status === ORDER_STATUS.completed ? order.completed_at : null),
    },
    { title: '完成', at: order.completed_at },
  ];
  let reached = 0;
  steps.forEach((step, index) => {
    if (step.at !== null) reached = index;
  });
  if (order.status !== ORDER_STATUS.cancelled) {
    const byStatus = { 0: 0, 1: 1, 2: 2, 3: 4 }[order.status];
    return { steps, current: Math.max(reached, byStatus), failed: false };
  }
  const current = Math.min(reached + 1, steps.length - 1);
  steps[current] = { title: '已取消', at: order.cancelled_at };
  return { steps: steps.slice(0, current + 1), current, failed: true };
}
