/**
 * Self-service (自助服务, issue 7): feedback (意见反馈), wanted varieties (品种求购) and quick
 * re-purchase (快捷采购). Wire types and limits shared by the server's schemas and the SPA's forms.
 */
import type { GoodsRead } from './goods.ts';
import { visibleLength } from './text.ts';

// ---- Feedback: POST /api/user/feedback, GET /api/user/feedback (page) ----

export const FEEDBACK_TYPES = ['商品建议', '服务投诉', '功能建议', '其他'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;

/**
 * Feedback content's length rule, for the server and the forms alike: at least the minimum of
 * characters one can see (ten zero-width spaces are not feedback), at most the maximum of code points
 * as the database counts them (an emoji is one).
 */
export const feedbackContentFits = (content: string): boolean => {
  const trimmed = content.trim();
  return visibleLength(trimmed) >= FEEDBACK_CONTENT_MIN && [...trimmed].length <= FEEDBACK_CONTENT_MAX;
};
export const FEEDBACK_CONTACT_MAX = 50;
export const FEEDBACK_IMAGES_MAX = 3;

/** Body of POST /api/user/feedback (multipart when it carries `images`, else form or JSON). */
export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  /** optional: a mobile, a landline with area code, or an email (SPEC §5) */
  contact?: string;
}

export interface FeedbackRead {
  id: number;
  type: FeedbackType;
  content: string;
  contact: string;
  /** URLs of the photos, readable by their owner only */
  images: string[];
  /** the operator's answer; '' while unanswered */
  reply: string;
  /** 10-digit Unix seconds; null while unanswered */
  replied_at: number | null;
  created_at: number;
}

// ---- Wanted varieties: POST /api/user/buy, GET /api/user/buy (page), GET /api/user/buy/{id} ----

export const WANTED_STATUS = { 0: '已登记', 1: '已采购', 2: '已上架' } as const;
export type WantedStatus = keyof typeof WANTED_STATUS;

export const WANTED_NAME_MAX = 50;
export const WANTED_TEXT_MAX = 50;
export const WANTED_NOTE_MAX = 200;
export const WANTED_QUANTITY_MAX = 999_999;
/** Expected price: yuan with at most two decimals, below this many yuan. */
export const WANTED_PRICE_MAX_YUAN = 1_000_000;
export const YUAN_RE = /^\d{1,7}(\.\d{1,2})?$/;

export interface WantedInput {
  goods_name: string;
  spec?: string;
  manufacturer?: string;
  quantity: number;
  /** yuan string, e.g. "12.50"; optional */
  expected_price?: string;
  note?: string;
}

export interface WantedRead {
  id: number;
  goods_name: string;
  spec: string;
  manufacturer: string;
  quantity: number;
  /** yuan string; null when not given */
  expected_price: string | null;
  note: string;
  status: WantedStatus;
  status_text: (typeof WANTED_STATUS)[WantedStatus];
  /** the goods now on sale, when 已上架; null otherwise */
  goods_id: number | null;
  /** what the store's buyers answered; '' when nothing yet */
  reply: string;
  created_at: number;
  updated_at: number;
}

export const SELF_SERVICE_MESSAGES = {
  feedbackCreated: '提交成功，感谢您的反馈',
  feedbackType: '请选择反馈类型',
  feedbackContent: `反馈内容需为 ${FEEDBACK_CONTENT_MIN}-${FEEDBACK_CONTENT_MAX} 个字`,
  contact: '请输入正确的手机号、座机号（如 010-12345678）或邮箱',
  imageCount: `最多上传 ${FEEDBACK_IMAGES_MAX} 张图片`,
  feedbackNotFound: '反馈不存在',
  wantedCreated: '求购登记成功，我们会尽快为您采购',
  wantedName: '请填写商品名称',
  wantedQuantity: `求购数量需为 1-${WANTED_QUANTITY_MAX} 的整数`,
  wantedPrice: '期望价格请填写金额，如 12.50',
  wantedNotFound: '求购记录不存在',
} as const;

// ---- Quick purchase: GET /api/user/fast_buy (page, order) ----

/** last: latest bought first (default); times: most often bought first; amount: most spent first. */
export const FAST_BUY_ORDERS = ['last', 'times', 'amount'] as const;
export type FastBuyOrder = (typeof FAST_BUY_ORDERS)[number];

/** Paid orders count as bought: 待发货, 待收货, 已完成. */
export const FAST_BUY_ORDER_STATUSES = [1, 2, 3] as const;

export interface FastBuyRow {
  /** the offer bought; POST /api/cart/quick_add/{goods_price_id} adds it again */
  goods_price_id: number;
  goods_id: number;
  /** what the order line called it when bought */
  name: string;
  /** unit price of the latest purchase, yuan */
  last_price: string;
  /** orders it was in */
  times: number;
  total_quantity: number;
  /** how many the store bought in its latest paid order of it; the page starts from this */
  last_quantity: number;
  /** spent on it over those orders, yuan */
  total_amount: string;
  /** YYYY-MM-DD of the latest purchase */
  last_date: string;
  /** the offer now, as goods are read (current price follows DESIGN §6) */
  goods: GoodsRead;
  /** what the quantity input allows: minimum, step, per-member limit (0 none) and stock */
  rules: { min: number; step: number; limit: number; stock: number };
  /** why it cannot go in the cart now; '' when it can */
  invalid_reason: string;
}
