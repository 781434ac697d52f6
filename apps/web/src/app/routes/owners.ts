/** Who built each page: the issue of the tracker, or the later work named by DESIGN §1. */
export const OWNERS = {
  foundation: '#2 基础框架',
  catalogue: '#3 商品目录、搜索与收藏',
  members: '#4 会员注册、账户中心与采购资质',
  cart: '#5 购物车与计价',
  orders: '#6 结算、支付、订单与发票',
  content: '#7 首页、帮助中心、资讯与自助服务',
  balance: '钱包：余额管理、充值与现金券',
  coupons: '钱包：我的优惠券与领券中心',
  points: '积分：积分管理与积分商城',
  activities: '营销活动：活动专区与活动中心',
  cashback: '营销活动：满额返',
  deals: '营销：每日特价与限时秒杀',
  combinations: '营销活动：组合购、组合满赠与换购',
  zoneTemplates: '营销活动：94折福利与专区模板',
  groupBuy: '营销活动：拼团',
} as const;
