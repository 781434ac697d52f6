import { ORDER_STATUS } from '@mall/shared/order';
import { href } from '@/config/paths';

/**
 * Where a buyer goes once an order is placed: step 3 to pay it, or straight to 支付完成 when
 * nothing was left to pay (the balance covered it at submit).
 */
export function pathAfterOrderPlaced(order: { id: number; status: number }): string {
  return order.status === ORDER_STATUS.unpaid
    ? href('/cart/step3/:id', { id: order.id })
    : href('/cart/step4', {}, { id: order.id });
}
