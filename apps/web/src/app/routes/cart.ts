/**
 * The cart and checkout steps (SPEC §2 "Cart"): step 1 is the cart issue's, the rest checkout's.
 * /pay/sandbox/:no is the built-in sandbox gateway's cashier page (DESIGN §6): what an online
 * payment's QR code opens, so it has no chrome of the store around it.
 */
import { OWNERS } from './owners';
import { BARE, CART_FLOW, PLAIN, route } from './presets';

export const cartRoutes = [
  route('/cart', '我的购物车', CART_FLOW, OWNERS.cart, {
    id: 'cart_step1',
    page: () => import('@/features/cart/pages/cart-page'),
  }),
  route('/cart/step2', '核对订单信息', CART_FLOW, OWNERS.orders, {
    id: 'cart_step2',
    page: () => import('@/features/checkout/pages/confirm-order-page'),
    antd: true,
  }),
  route('/cart/step3/:id', '支付订单', CART_FLOW, OWNERS.orders, {
    id: 'cart_step3',
    page: () => import('@/features/checkout/pages/pay-order-page'),
    antd: true,
  }),
  route('/cart/step4', '支付完成', PLAIN, OWNERS.orders, {
    id: 'cart_step4',
    page: () => import('@/features/checkout/pages/pay-done-page'),
  }),
  route('/cart/hm', '支付订单', CART_FLOW, OWNERS.orders, {
    id: 'cart_hm',
    page: () => import('@/features/checkout/pages/pay-order-page'),
    antd: true,
  }),
  route('/pay/sandbox/:no', '收银台（沙箱）', BARE, OWNERS.orders, {
    id: 'pay_sandbox',
    page: () => import('@/features/checkout/pages/sandbox-pay-page'),
  }),
] as const;
