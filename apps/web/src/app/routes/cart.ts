/** The cart and checkout steps (SPEC §2 "Cart"): step 1 is the cart issue's, the rest checkout's. */
import { OWNERS } from './owners';
import { PLAIN, route } from './presets';

export const cartRoutes = [
  route('/cart', '我的购物车', PLAIN, OWNERS.cart, { id: 'cart_step1', page: 'cart' }),
  route('/cart/step2', '核对订单信息', PLAIN, OWNERS.orders, { id: 'cart_step2' }),
  route('/cart/step3/:id', '支付订单', PLAIN, OWNERS.orders, { id: 'cart_step3' }),
  route('/cart/step4', '支付完成', PLAIN, OWNERS.orders, { id: 'cart_step4' }),
  route('/cart/hm', '支付订单', PLAIN, OWNERS.orders, { id: 'cart_hm' }),
] as const;
