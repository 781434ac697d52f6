/**
 * Who builds each page: the issue numbers of the tracker, or the later work named by DESIGN §1.
 * ComingSoon shows this line under 「该功能即将开放」.
 */
export const OWNERS = {
  foundation: '#2 基础框架',
  catalogue: '#3 商品目录、搜索与收藏',
  members: '#4 会员注册、账户中心与采购资质',
  cart: '#5 购物车与计价',
  orders: '#6 结算、支付、订单与发票',
  content: '#7 首页、帮助中心、资讯与自助服务',
  wallet: '后续议题：钱包（余额、积分、优惠券、现金券）',
  balance: '钱包：余额管理、充值与现金券',
  pointsMall: '后续议题：积分商城与抽奖',
  promotions: '后续议题：营销活动与专区',
  coupons: '钱包：我的优惠券与领券中心',
  points: '积分：积分管理与积分商城',
  activities: '营销活动：活动专区与活动中心',
  cashback: '营销活动：满额返',
  deals: '营销：每日特价与限时秒杀',
  combinations: '营销活动：组合购、组合满赠与换购',
  zoneTemplates: '营销活动：94折福利与专区模板',
  groupBuy: '营销活动：拼团',
} as const;
