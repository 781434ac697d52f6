import { chinaDateTime } from '@mall/shared/china-time';
import type { OrderDetail } from '@mall/shared/order';
import { Steps } from 'antd';
import { orderSteps } from '../utils/order-steps';

/** 提交订单 → 付款 → 发货 → 收货 → 完成, each step with the time it was reached. */
export function OrderProgress({ order }: { order: OrderDetail }): React.JSX.Element {
  const { steps, current, failed } = orderSteps(order);
  return (
    <Steps
      data-testid="order-steps"
      current={current}
      status={failed ? 'error' : current === steps.length - 1 ? 'finish' : 'process'}
      items={steps.map((step) => ({ title: step.title, content: chinaDateTime(step.at) }))}
    />
  );
}
