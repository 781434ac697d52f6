/** Lucky draws (抽奖): SPEC §3 Lottery entry and result, §4 the home pop-up, §7 Draw calls, §8 texts, §9 delays. */

/** SPEC §9: the result shows this long after the draw starts; the pop-up then slides away. */
export const DRAW_RESULT_DELAY_MS = 2000;
export const DRAW_CLOSE_ANIMATION_MS = 1000;

export const DRAW_MESSAGES = {
  /** SPEC §8: asked when the pop-up is closed while a draw is under way. */
  closeWhileDrawing: '抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。',
  notFound: '抽奖活动不存在',
  notStarted: '抽奖活动未开始',
  ended: '抽奖活动已结束',
  noChance: '您的抽奖次数已用完',
  noPrize: '奖品已抽完',
  noStore: '门店不存在',
} as const;

/** SPEC §8: the win alert. */
export const drawWinText = (prize: string, remarks: string): string => `恭喜您 , 抽中${prize} ( ${remarks} )`;

export type DrawPrizeKind = 'coupon' | 'points' | 'balance' | 'goods' | 'none';
/** done: credited, or nothing to give; pending: a gift still to send; sent: the gift went out. */
export type DrawRecordStatus = 'done' | 'pending' | 'sent';

export const DRAW_STATUS_TEXT: Record<DrawRecordStatus, string> = {
  done: '已发放',
  pending: '待发货',
  sent: '已发货',
};

/** GET /api/draw/simple: the running activity for the home pop-up; null for guests or when none runs. */
export interface DrawEntry {
  id: number;
  /** 1 when the store has no chance left in it: the pop-up does not show. */
  is_join: 0 | 1;
}

/** POST /api/draw {id}: what was drawn. */
export interface DrawResult {
  record_id: number;
  name: string;
  remarks: string;
  kind: DrawPrizeKind;
  chances_left: number;
}

/** GET /api/draw/new_record?id=: recent winners, the store's name masked. */
export interface DrawWinner {
  id: number;
  store: string;
  prize: string;
  created_at: number;
}

export interface DrawPrize {
  id: number;
  name: string;
  remarks: string;
  kind: DrawPrizeKind;
}

/** GET /api/draw/{id}/activity. chances_left is null for a guest. */
export interface DrawActivity {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  chances: number;
  chances_left: number | null;
  prizes: DrawPrize[];
}

/** One row of GET /api/draw/record (the store's own draws, newest first). */
export interface DrawRecord {
  id: number;
  activity_id: number;
  activity_title: string;
  name: string;
  remarks: string;
  kind: DrawPrizeKind;
  status: DrawRecordStatus;
  status_text: string;
  created_at: number;
}

/** GET /api/draw/ads: the running activities' advertisements. */
export interface DrawAd {
  id: number;
  title: string;
  image: string;
  url: string;
}
