// zod's functional build: the login page loads this schema, and the functional build's checks are
// tree-shaken, where the chained build brings all of zod (decision 006 keeps /login light).
import * as z from 'zod/mini';
import type { PurchaseStanding } from './licence.ts';

export const loginInputSchema = z.object({
  username: z
    .string({ error: '请输入用户名或手机号' })
    .check(z.trim(), z.minLength(1, '请输入用户名或手机号'), z.maxLength(64, '用户名不能超过64个字符')),
  password: z
    .string({ error: '请输入密码' })
    .check(z.minLength(1, '请输入密码'), z.maxLength(64, '密码不能超过64个字符')),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export interface CommonConfig {
  hot_line: string;
  /** The two instant-message customer-service contacts shown when chat is off. */
  kefu: { name: string; url: string }[];
  /** Mini-program QR image shown on hover in the top bar. */
  mini_program_qr: string;
  /** Official-account QR image in the side bar. */
  official_account_qr: string;
  site_name: string;
  footer: SiteFooter;
}

/** Licences, filing numbers and the drug-information notice of the footer (SPEC §1, §2). */
export interface SiteFooter {
  company: string;
  address: string;
  licences: { name: string; number: string; image: string }[];
  icp: string;
  notice: string;
}

export interface QualityInspection {
  quality_inspection_url: string;
  msg: string;
}

export interface AccountManager {
  name: string;
  phone: string;
  is_default: 0 | 1;
}

interface PublicBase {
  common_config: CommonConfig;
  quality_inspection: QualityInspection;
  login_url: string;
}

export interface GuestBase extends PublicBase {
  show: 0;
}

/** The User state of SPEC §3 for a logged-in member. */
export interface MemberBase extends PublicBase {
  show: 1;
  username: string;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: string;
  admin: AccountManager;
  address: string;
  is_passed: 0 | 1;
  points: number;
  cart: { count: number };
  message_count: number;
  wechat: string;
  is_show_youx: 0 | 1;
  is_special: 0 | 1;
  is_can_chat: 0 | 1;
  /**
   * 1: a member account of the former agent role (role 'agent'), which no longer answers the chat:
   * agents are operators of the console (/admin/kefu). 0: a buyer.
   */
  is_agent: 0 | 1;
  token: string;
  is_AfterSale: 0 | 1;
  ywy: string;
  customer: string;
  /** extra: what the acting store may buy, so buttons can say so before the server refuses */
  purchase?: PurchaseStanding;
}

export type UserBase = GuestBase | MemberBase;
