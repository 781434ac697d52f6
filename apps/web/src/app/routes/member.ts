/**
 * User centre, wallet, account centre, orders and self-service (SPEC §2 "User centre and wallet").
 * The bare section roots (/zhzx, /wdqb, /zzfw) are not pages of their own: they open their first child.
 */
import { OWNERS } from './owners';
import { PLAIN, redirectRoute, route } from './presets';

export const memberRoutes = [
  route('/user', '会员中心', PLAIN, OWNERS.members, {
    id: 'user_hyzx',
    page: () => import('@/features/member-centre/pages/member-centre-page'),
    antd: true,
  }),
  route('/wdxx', '我的消息', PLAIN, OWNERS.members, {
    page: () => import('@/features/messages/pages/messages-page'),
    antd: true,
  }),

  redirectRoute('/wdqb', '/wdqb/yegl'),
  route('/wdqb/yegl', '余额管理', PLAIN, OWNERS.balance, {
    page: () => import('@/features/balance/pages/balance-page'),
    antd: true,
  }),
  route('/wdqb/jfgl', '积分管理', PLAIN, OWNERS.points, {
    page: () => import('@/features/points/pages/points-log-page'),
    antd: true,
  }),
  route('/wdqb/yhq', '我的优惠券', PLAIN, OWNERS.coupons, {
    page: () => import('@/features/coupons/pages/my-coupons-page'),
    antd: true,
  }),
  route('/wdqb/xjq', '我的现金券', PLAIN, OWNERS.balance, {
    page: () => import('@/features/balance/pages/vouchers-page'),
    antd: true,
  }),

  redirectRoute('/zhzx', '/zhzx/basic'),
  route('/zhzx/basic', '基本信息', PLAIN, OWNERS.members, {
    page: () => import('@/features/account/pages/basic-page'),
    antd: true,
  }),
  route('/zhzx/zzzj', '资质证件', PLAIN, OWNERS.members, {
    page: () => import('@/features/account/pages/licences-page'),
    antd: true,
  }),
  route('/zhzx/ddgl', '多店管理', PLAIN, OWNERS.members, {
    page: () => import('@/features/account/pages/stores-page'),
    antd: true,
  }),
  route('/zhzx/bdwx', '绑定微信', PLAIN, OWNERS.members, {
    page: () => import('@/features/account/pages/wechat-page'),
    antd: true,
  }),
  route('/zhzx/addr', '收货地址', PLAIN, OWNERS.members, {
    page: () => import('@/features/account/pages/addresses-page'),
    antd: true,
  }),
  route('/zhzx/wdxx', '我的消息', PLAIN, OWNERS.members, {
    page: () => import('@/features/messages/pages/messages-page'),
    antd: true,
  }),
  route('/zhzx/dy', '我的订阅', PLAIN, OWNERS.members, {
    page: () => import('@/features/subscriptions/pages/subscriptions-page'),
    antd: true,
  }),
  route('/zhzx/zfmm', '支付密码', PLAIN, OWNERS.members, {
    page: () => import('@/features/pay-password/pages/pay-password-page'),
    antd: true,
  }),

  route('/order', '我的订单', PLAIN, OWNERS.orders, {
    id: 'order_index',
    page: () => import('@/features/orders/pages/orders-page'),
    antd: true,
  }),
  route('/order/info/:id', '订单详情', PLAIN, OWNERS.orders, {
    page: () => import('@/features/orders/pages/order-detail-page'),
    antd: true,
  }),
  route('/order/returnInfo/:id', '退货详情', PLAIN, OWNERS.orders, {
    page: () => import('@/features/orders/pages/after-sale-page'),
    antd: true,
  }),
  route('/order/afterSalesInfo/:id', '售后详情', PLAIN, OWNERS.orders, {
    page: () => import('@/features/orders/pages/after-sale-page'),
    antd: true,
  }),
  redirectRoute('/order/wl/:id', '/order/info/:id'),
  route('/jfdd', '积分订单', PLAIN, OWNERS.orders, {
    page: () => import('@/features/orders/pages/points-orders-page'),
    antd: true,
  }),

  redirectRoute('/zzfw', '/zzfw/kjcg'),
  route('/zzfw/kjcg', '快捷采购', PLAIN, OWNERS.content, {
    page: () => import('@/features/self-service/pages/quick-buy-page'),
    antd: true,
  }),
  route('/zzfw/ksxd', '快速下单', PLAIN, OWNERS.cart, {
    page: () => import('@/features/quick-order/pages/quick-order-page'),
    antd: true,
  }),
  route('/zzfw/cgdr', '采购单导入', PLAIN, OWNERS.cart, {
    page: () => import('@/features/quick-order/pages/purchase-list-page'),
    antd: true,
  }),
  route('/zzfw/pzqg', '品种求购', PLAIN, OWNERS.content, {
    page: () => import('@/features/self-service/pages/wanted-list-page'),
    antd: true,
  }),
  route('/zzfw/pzqg/add', '发布求购', PLAIN, OWNERS.content, {
    page: () => import('@/features/self-service/pages/wanted-add-page'),
    antd: true,
  }),
  route('/zzfw/pzqg/info', '求购详情', PLAIN, OWNERS.content, {
    page: () => import('@/features/self-service/pages/wanted-info-page'),
    antd: true,
  }),
  route('/zzfw/dzfp', '电子发票', PLAIN, OWNERS.orders, {
    page: () => import('@/features/orders/pages/invoices-page'),
    antd: true,
  }),
  // The top bar's 电子发票查询 is /dzfp in SPEC §2; the page lives under self-service.
  redirectRoute('/dzfp', '/zzfw/dzfp'),
  route('/zzfw/star', '我的收藏', PLAIN, OWNERS.catalogue, {
    page: () => import('@/features/favorites/pages/favorites-page'),
  }),
  route('/zzfw/yjfk', '意见反馈', PLAIN, OWNERS.content, {
    page: () => import('@/features/self-service/pages/feedback-page'),
    antd: true,
  }),
] as const;
