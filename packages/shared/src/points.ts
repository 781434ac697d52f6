/** Points (积分): the store's ledger (/wdqb/jfgl) and the points mall (/jfsc) with its redemptions. */
import type { Page } from './codes.ts';

export const POINTS_MESSAGES = {
  short: '积分不足',
  stockShort: '库存不足',
  overLimit: '超出限兑数量',
  addressMissing: '地址不存在',
  goodsMissing: '积分商品不存在',
  noStore: '门店不存在',
  numberBad: '兑换数量须为1到99的整数',
  addressBad: '请选择收货地址',
  redeemed: '兑换成功',
} as const;

/** The most units of one item in one redemption. */
export const POINTS_REDEEM_MAX = 99;

/** What a ledger row is for. */
export type PointsKind = 'adjust' | 'order_earn' | 'order_reverse' | 'redeem' | 'lottery';
export const POINTS_KIND_TEXT: Record<PointsKind, string> = {
  adjust: '积分调整',
  order_earn: '订单赠送',
  order_reverse: '售后扣回',
  redeem: '积分兑换',
  lottery: '抽奖奖励',
};

/** The ledger's filter: rows that added points, or rows that took them away. */
export const POINTS_LOG_TYPES = { earned: '获得', spent: '支出' } as const;
export type PointsLogType = keyof typeof POINTS_LOG_TYPES;

/** GET /api/user/points_log?page&page_size&type → a page of ledger rows, newest first, and the total now. */
export interface PointsLogRow {
  id: number;
  delta: number;
  reason: string;
  kind: PointsKind;
  kind_text: string;
  created_at: number;
}
export interface PointsLogPage extends Page<PointsLogRow> {
  total_points: number;
}

/** GET /api/points_goods?page&page_size (public), GET /api/points_goods/{id}: an item of the points mall. */
export interface PointsGoodsRead {
  id: number;
  name: string;
  image: string;
  /** the price of one unit in points */
  points: number;
  stock: number;
  /** the most units one store may redeem in all; 0 = no limit */
  per_member_limit: number;
  description: string;
}

/** POST /api/points_goods/redeem {id, number, address_id} (member, CSRF). */
export interface PointsRedeemBody {
  id: number;
  number: number;
  address_id: number;
}
export interface PointsRedeemed {
  points_order_id: number;
  order_no: string;
  total_points: number;
  /** the store's points after the redemption */
  points_left: number;
}
