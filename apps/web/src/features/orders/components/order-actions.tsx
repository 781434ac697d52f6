/**
 * The buttons an order offers, in the list and on the detail page: 付款 goes to the pay step,
 * 取消订单 asks for a reason, 确认收货 asks for confirmation, 再次购买 puts the lines back in the
 * cart. The list derives what is allowed from the status; the detail page has the server's say.
 */
import { ORDER_STATUS, type OrderDetail, type OrderStatus } from '@mall/shared/order';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCancelOrder } from '@/api/orders/cancel-order';
import { useRebuyOrder } from '@/api/orders/rebuy-order';
import { useReceiveOrder } from '@/api/orders/receive-order';
import { href } from '@/config/paths';
import { confirm } from '@/lib/feedback';
import { CancelDialog } from './cancel-dialog';

export type OrderActionFlags = OrderDetail['actions'];

/** What the status alone allows; the detail call's `actions` also knows the after-sale window. */
export function actionsOfStatus(status: OrderStatus): OrderActionFlags {
  return {
    pay: status === ORDER_STATUS.unpaid ? 1 : 0,
    cancel: status === ORDER_STATUS.unpaid ? 1 : 0,
    receive: status === ORDER_STATUS.toReceive ? 1 : 0,
    rebuy: status === ORDER_STATUS.completed || status === ORDER_STATUS.cancelled ? 1 : 0,
    after_sale: 0,
  };
}

interface OrderActionsProps {
  order: { id: number; order_no: string };
  actions: OrderActionFlags;
  /** the list links to the detail page */
  showDetail?: boolean;
  size?: 'small' | 'middle';
  vertical?: boolean;
}

export function OrderActions({
  order,
  actions,
  showDetail = false,
  size = 'middle',
  vertical = false,
}: OrderActionsProps): React.JSX.Element {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const rebuy = useRebuyOrder();
  const [cancelling, setCancelling] = useState(false);

  const onReceive = async () => {
    if (await confirm(`确认已收到订单 ${order.order_no} 的全部商品吗？`, '确认收货'))
      receive.mutate(order.id);
  };

  return (
    <Space orientation={vertical ? 'vertical' : 'horizontal'} size="small" data-testid="order-actions">
      {actions.pay ? (
        <Button
          type="primary"
          size={size}
          onClick={() => void navigate(href('/cart/step3/:id', { id: order.id }))}
        >
          付款
        </Button>
      ) : null}
      {actions.receive ? (
        <Button type="primary" size={size} loading={receive.isPending} onClick={() => void onReceive()}>
          确认收货
        </Button>
      ) : null}
      {actions.rebuy ? (
        <Button size={size} loading={rebuy.isPending} onClick={() => rebuy.mutate(order.id)}>
          再次购买
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button size={size} onClick={() => setCancelling(true)}>
          取消订单
        </Button>
      ) : null}
      {showDetail ? (
        <Link to={href('/order/info/:id', { id: order.id })} data-testid="order-detail-link">
          查看详情
        </Link>
      ) : null}
      <CancelDialog
        orderNo={order.order_no}
        open={cancelling}
        busy={cancel.isPending}
        onClose={() => setCancelling(false)}
        onCancel={(reason) =>
          cancel.mutate({ id: order.id, reason }, { onSuccess: () => setCancelling(false) })
        }
      />
    </Space>
  );
}
