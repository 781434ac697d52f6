/**
 * Group purchase (拼团, docs/decisions/016-group-buy.md): GET /api/group_buy, GET /api/group_buy/{id}
 * and POST /api/group_buy/{id}/order. Prices are yuan strings, null for readers who may not see
 * prices; times are epoch seconds.
 */

export const GROUP_BUY_STATES = ['running', 'succeeded', 'failed'] as const;
export type GroupBuyState = (typeof GROUP_BUY_STATES)[number];

/** coming: not open yet; running: open to join; closed: past the deadline, not settled yet. */
export type GroupBuyPhase = 'coming' | 'running' | 'closed' | 'succeeded' | 'failed';

export const GROUP_BUY_PHASE_TEXT: Record<GroupBuyPhase, string> = {
  coming: '即将开团',
  running: '拼团中',
  closed: '拼团已截止',
  succeeded: '拼团成功',
  failed: '拼团失败',
};

/** What an order that joined a group shows beside its status while the group is open. */
export const GROUP_HOLD_TEXT = '拼团中';

export interface GroupBuyGoods {
  goods_id: number;
  offer_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  unit: string;
  image: string;
}

export interface GroupBuyCard {
  id: number;
  title: string;
  phase: GroupBuyPhase;
  phase_text: string;
  starts_at: number;
  /** the deadline */
  ends_at: number;
  goods: GroupBuyGoods;
  group_price: string | null;
  /** the ordinary price, to compare */
  base_price: string | null;
  /** why prices are hidden; '' when shown */
  price_tip: string;
  target_quantity: number;
  /** units in paid orders that joined and are not cancelled */
  paid_quantity: number;
  /** paid_quantity / target_quantity in percent, floored, at most 100 */
  progress: number;
  store_limit: number;
}

export interface GroupBuyDetail extends GroupBuyCard {
  rules: string;
  /** units the member's store joined with (orders not cancelled); 0 for guests */
  joined_quantity: number;
  /** what the store may still join with: the limit less what it joined, at most the stock */
  can_join_quantity: number;
  stock: number;
  min_quantity: number;
  step: number;
}

export const GROUP_BUY_MESSAGES = {
  notFound: '拼团活动不存在',
  notStarted: '拼团尚未开始',
  ended: '拼团已结束',
  overLimit: (limit: number, joined: number) =>
    joined > 0 ? `每店限参团${limit}件，您已参团${joined}件` : `每店限参团${limit}件`,
  quantity: '请填写参团数量',
  joined: '参团成功，请尽快支付',
  held: '拼团尚未成功，暂不能发货',
  failedReason: '拼团未成功，订单已取消',
  unpaidReason: '拼团已截止，未支付订单已取消',
} as const;
