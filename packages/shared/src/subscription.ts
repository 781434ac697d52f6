/**
 * Back-in-stock (到货通知) and price-drop (降价通知) subscriptions of a store on an offer, the
 * substitutes of a goods (same generic name and spec from other makers), and the member's payment
 * password (支付密码). Decision 021.
 */
import { z } from 'zod';
import { smsCodeSchema } from './registration.ts';

export const SUBSCRIPTION_KINDS = ['stock', 'price'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export const SUBSCRIPTION_KIND_LABELS: Record<SubscriptionKind, string> = {
  stock: '到货通知',
  price: '降价通知',
};

export const SUBSCRIPTION_PAGE_SIZE = 10;
export const SUBSTITUTES_MAX = 8;

export const SUBSCRIPTION_MESSAGES = {
  notFound: '订阅不存在',
  offerMissing: '商品不存在或已下架',
  inStock: '该商品有货，无需订阅到货通知',
  pricesHidden: '资质审核通过后方可订阅降价通知',
  subscribed: '订阅成功',
  cancelled: '已取消订阅',
  kind: '请选择订阅类型',
} as const;

/** waiting: stock kind not yet back; notified: told it is back (done); watching: price kind. */
export type SubscriptionState = 'waiting' | 'notified' | 'watching';

export interface MemberSubscription {
  id: number;
  kind: SubscriptionKind;
  state: SubscriptionState;
  goods_id: number;
  goods_price_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  image: string;
  /** yuan; price kind: the price it watches for a drop below */
  price_at: string | null;
  /** yuan, the store's price today (null to a store whose prices are hidden) */
  price: string | null;
  stock: number;
  /** Unix seconds */
  notified_at: number | null;
  created_at: number;
}

/** GET /api/subscription/offer/{goods_price_id}: the store's subscriptions on one offer, by kind. */
export interface OfferSubscriptions {
  stock: { id: number; state: SubscriptionState } | null;
  price: { id: number; state: SubscriptionState; price_at: string | null } | null;
}

export interface Substitute {
  goods_id: number;
  goods_price_id: number;
  name: string;
  spec: string;
  manufacturer: string;
  image: string;
  /** yuan, null when the reader may not see prices */
  price: string | null;
  /** what to show instead of a hidden price (登录后可见, 资质审核通过后可见); '' when shown */
  price_tip: string;
  stock: number;
  unit: string;
}

export interface SubstitutesResult {
  list: Substitute[];
  /** 品种求购 with the goods name filled in */
  wanted_url: string;
}

/** The 品种求购 form with the goods name filled in. */
export const wantedUrlOf = (name: string) => `/zzfw/pzqg/add?name=${encodeURIComponent(name)}`;

export const PAY_PASSWORD_LOCK_AFTER = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 30;

export const PAY_PASSWORD_MESSAGES = {
  format: '支付密码为6位数字',
  required: '请输入支付密码',
  wrong: (left: number) => `支付密码错误，还可尝试${left}次`,
  locked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
  proof: '请输入登录密码或短信验证码',
  wrongLogin: '登录密码不正确',
  trivial: '支付密码不能是相同或连续的数字',
  saved: '支付密码已设置',
} as const;

export const payPasswordField = z
  .string({ error: PAY_PASSWORD_MESSAGES.format })
  .regex(/^\d{6}$/, PAY_PASSWORD_MESSAGES.format);

/** 000000, 123456, 654321 and the like are refused. */
export function isTrivialPayPassword(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 9);
}

export interface PayPasswordStatus {
  is_set: 0 | 1;
  /** Unix seconds while wrong entries keep it locked */
  locked_until: number | null;
}

/** POST /api/user/pay_password: set or change; proven by the login password or an SMS code to the member's phone. */
export const payPasswordInputSchema = z
  .object({
    password: payPasswordField,
    login_password: z.string().max(128, '登录密码不正确').optional(),
    code: smsCodeSchema.optional(),
  })
  .refine((v) => (v.login_password ?? '') !== '' || (v.code ?? '') !== '', {
    message: PAY_PASSWORD_MESSAGES.proof,
    path: ['login_password'],
  });
export type PayPasswordInput = z.output<typeof payPasswordInputSchema>;
