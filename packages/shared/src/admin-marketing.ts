/**
 * Wire types of the console's marketing section (permission `marketing`): 满减/满折 activities
 * with their tiers and reach, coupon templates and their issue to stores, group buys and zone
 * templates. Amounts are integer fen; times are Unix seconds shown in China time.
 */

/** Where a promotion stands now: switched off, not yet started, running, or over. */
export type MarketingState = 'disabled' | 'upcoming' | 'running' | 'ended';

export const MARKETING_STATE_LABELS: Record<MarketingState, string> = {
  disabled: '已停用',
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};

/** The state of an enabled-or-not promotion with an optional window, at `now` (Unix seconds). */
export function marketingState(
  enabled: boolean,
  startsAt: number | null,
  endsAt: number | null,
  now: number,
): MarketingState {
  if (!enabled) return 'disabled';
  if (startsAt !== null && now < startsAt) return 'upcoming';
  if (endsAt !== null && now >= endsAt) return 'ended';
  return 'running';
}

export const ACTIVITY_KINDS = ['manjian', 'discount'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = { manjian: '满减', discount: '满折' };

export interface MarketingOption {
  id: number;
  name: string;
}

/** The reach of decision 019: empty lists mean any store. */
export interface MarketingReach {
  customer_types: string[];
  provinces: string[];
}

export interface AdminActivityTier {
  /** Threshold, fen. */
  amount: number;
  /** 满减: fen off. */
  reduce: number | null;
  /** 满折: percent payable, 1..99 (95 = 9.5折). */
  rate: number | null;
}

export interface AdminActivityRow extends MarketingReach {
  id: number;
  kind: ActivityKind;
  title: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  is_global: boolean;
  sort: number;
  state: MarketingState;
  goods_count: number;
  category_count: number;
  tiers: AdminActivityTier[];
}

export interface AdminActivityDetail extends AdminActivityRow {
  description: string;
  goods: MarketingOption[];
  categories: MarketingOption[];
}

export type CouponKind = 'reduce' | 'discount';
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { reduce: '满减券', discount: '折扣券' };

export interface AdminCoupon {
  id: number;
  title: string;
  kind: CouponKind;
  /** fen; 0 = no threshold. */
  threshold: number;
  /** reduce: fen off; discount: percent payable. */
  value: number;
  scope: string;
  /** The business scopes it counts goods of; empty: every scope. */
  scope_ids: number[];
  created_at: number;
  /** Coupons of this template held by stores (any status). */
  issued: number;
  unused: number;
}

export interface CouponIssueResult {
  issued: number;
}

export type GroupBuyState = 'running' | 'succeeded' | 'failed';
export const GROUP_BUY_STATE_LABELS: Record<GroupBuyState, string> = {
  running: '拼团中',
  succeeded: '已成团',
  failed: '未成团',
};

export interface AdminGroupBuy extends MarketingReach {
  id: number;
  title: string;
  offer_id: number;
  goods_name: string;
  /** The offer's own price, fen, for comparison. */
  base_price: number;
  group_price: number;
  target_quantity: number;
  store_limit: number;
  rules: string;
  starts_at: number;
  ends_at: number;
  state: GroupBuyState;
  sort: number;
  /** Units joined by orders that are not cancelled. */
  joined: number;
}

export const ZONE_TEMPLATE_KINDS = ['zqmb', 'hdmb', 'yyh'] as const;
export type ZoneTemplateKindName = (typeof ZONE_TEMPLATE_KINDS)[number];
export const ZONE_TEMPLATE_KIND_LABELS: Record<ZoneTemplateKindName, string> = {
  zqmb: '专区模板',
  hdmb: '活动模板',
  yyh: '专场',
};

export interface AdminZoneGroup {
  title: string;
  sort: number;
  goods: MarketingOption[];
}

export interface AdminZoneTemplate {
  id: number;
  kind: ZoneTemplateKindName;
  slug: string | null;
  title: string;
  banner_image: string;
  rules: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  state: MarketingState;
  groups: AdminZoneGroup[];
}

export interface MarketingOptions {
  customer_types: readonly string[];
  provinces: string[];
  categories: MarketingOption[];
  /** business scopes, for a coupon limited to some */
  scopes: MarketingOption[];
}

/** Audit actions of this section, named in Chinese on the audit page where it reads them. */
export const MARKETING_AUDIT_LABELS: Record<string, string> = {
  'activity.create': '新建活动',
  'activity.update': '修改活动',
  'coupon.create': '新建优惠券',
  'coupon.update': '修改优惠券',
  'coupon.issue': '发放优惠券',
  'group_buy.create': '新建拼团',
  'group_buy.update': '修改拼团',
  'zone_template.create': '新建专区',
  'zone_template.update': '修改专区',
  'recharge_tier.create': '新建充值档位',
  'recharge_tier.update': '修改充值档位',
  'points_goods.create': '新建积分商品',
  'points_goods.update': '修改积分商品',
  'flash_round.create': '新建秒杀场次',
  'flash_round.update': '修改秒杀场次',
  'combination.create': '新建组合套餐',
  'combination.update': '修改组合套餐',
  'combination.enable': '启停组合套餐',
  'trade_up.create': '新建换购',
  'trade_up.update': '修改换购',
  'trade_up.enable': '启停换购',
  'daily_deal.add': '设为每日特价',
  'daily_deal.remove': '取消每日特价',
  'lottery.create': '新建抽奖',
  'lottery.update': '修改抽奖',
  'cashback.create': '新建满额返现',
  'cashback.update': '修改满额返现',
  'cashback.enable': '启停满额返现',
};

export interface AdminRechargeTier {
  id: number;
  title: string;
  /** fen paid. */
  amount: number;
  /** fen of the cash voucher given with it (0: none). */
  bonus_voucher: number;
  bonus_voucher_days: number;
  bonus_coupon_id: number | null;
  bonus_coupon_title: string | null;
  bonus_coupon_days: number;
  sort: number;
  active: boolean;
}

export interface AdminPointsGoods {
  id: number;
  name: string;
  image: string;
  points: number;
  stock: number;
  /** 0 = no limit. */
  per_member_limit: number;
  is_active: boolean;
  sort: number;
  description: string;
  /** Units redeemed so far. */
  redeemed: number;
}

/** One goods of a flash round: its flash offer (type 1), sold in the round's window. */
export interface AdminFlashItem {
  offer_id: number;
  goods_id: number;
  goods_name: string;
  /** fen, the flash price. */
  flash_price: number;
  /** fen, the price it is cut from (struck through in the store). */
  original_price: number | null;
  /** units one store may buy in the round. */
  member_limit: number | null;
  /** units set aside for the round. */
  stock: number;
  is_buy: boolean;
}

/** The most goods one flash round may hold (每场最多50个商品). */
export const FLASH_ROUND_MAX_ITEMS = 50;

/** A 限时秒杀 round: an activity of kind flash whose goods sell at their flash offers in its window. */
export interface AdminFlashRound {
  id: number;
  title: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  state: MarketingState;
  items: AdminFlashItem[];
}

/**
 * An offer in the 每日特价 pool (tag 特): each China day the store draws its selection from the
 * pool's buyable ordinary offers, the same for every reader.
 */
export interface AdminDailyDeal {
  /** The offer's id (the table's row key), as offer_id. */
  id: number;
  offer_id: number;
  goods_id: number;
  goods_name: string;
  /** fen, the special price (the offer's price). */
  price: number;
  /** fen, the goods' highest other ordinary price, when it has one. */
  regular_price: number | null;
  stock: number;
  is_buy: boolean;
  /** In today's (China time) selection. */
  today: boolean;
}

export interface AdminDailyDealPage {
  /** YYYY-MM-DD, China time. */
  date: string;
  list: AdminDailyDeal[];
  total: number;
  page: number;
  page_size: number;
}

export const LOTTERY_PRIZE_KINDS = ['coupon', 'points', 'balance', 'goods', 'none'] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];
export const LOTTERY_PRIZE_KIND_LABELS: Record<LotteryPrizeKind, string> = {
  coupon: '优惠券',
  points: '积分',
  balance: '余额',
  goods: '实物',
  none: '谢谢参与',
};

export interface AdminLotteryPrize {
  id: number;
  name: string;
  remarks: string;
  kind: LotteryPrizeKind;
  coupon_id: number | null;
  coupon_days: number | null;
  /** Points, or fen for a balance prize; 0 otherwise. */
  amount: number;
  /** Odds in hundredths of a percent (10000 = 100 %). */
  weight: number;
  /** Null: unlimited. */
  stock: number | null;
  sort: number;
}

/** A lucky draw (抽奖) as the store's draw module reads it. */
export interface AdminLottery {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  chances_per_store: number;
  is_active: boolean;
  ad_image: string;
  ad_url: string;
  state: MarketingState;
  /** Draws made so far. */
  draws: number;
  prizes: AdminLotteryPrize[];
}

/** One component of a combination package: an offer and its units per package. */
export interface AdminCombinationItem {
  offer_id: number;
  goods_id: number;
  goods_name: string;
  quantity: number;
  /** fen, the offer's base price per unit. */
  unit_price: number;
}

/** A 组合购 package (cart line type 3); with a gift it is a 组合满赠. */
export interface AdminCombination {
  id: number;
  title: string;
  /** fen per package, below the components' sum. */
  price: number;
  /** fen, the components at their base prices. */
  raw_price: number;
  member_limit: number | null;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  state: MarketingState;
  items: AdminCombinationItem[];
  gift: { goods_id: number | null; name: string; quantity: number } | null;
}

/** A 换购: once the selection reaches the threshold, up to max_quantity units at the trade-up price. */
export interface AdminTradeUp extends MarketingReach {
  id: number;
  title: string;
  offer_id: number;
  goods_id: number;
  goods_name: string;
  /** fen, the offer's base price. */
  offer_price: number;
  /** fen */
  threshold: number;
  /** fen per unit */
  price: number;
  max_quantity: number;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
  state: MarketingState;
}

/** A 满额返现 campaign (decision 014): tiers of goods paid → cashback credited, its window and reach. */
export interface AdminCashbackCampaign extends MarketingReach {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  is_enabled: boolean;
  /** empty: every goods counts; otherwise only goods of these categories */
  category_ids: number[];
  /** fen, thresholds ascending */
  tiers: { threshold: number; cashback: number }[];
  state: MarketingState;
}
