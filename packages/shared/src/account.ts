/**
 * The account centre's contract (issue 4): basic information, the registered-address change,
 * the stores of one login and the member-centre summary.
 */
import { z } from 'zod';
import type { AccountManager } from './user.ts';
import { phoneSchema } from './validators.ts';

export const CONTACT_NAME_MAX = 20;
export const REGISTERED_ADDRESS_MAX = 100;

/** Review states of a store and of its change requests. */
export const REVIEW_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type ReviewStatus = 0 | 1 | 2;
export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = {
  0: '待审核',
  1: '已审核',
  2: '未通过',
};

export const contactNameSchema = z
  .string({ error: '请输入联系人姓名' })
  .trim()
  .min(1, '请输入联系人姓名')
  .max(CONTACT_NAME_MAX, `联系人姓名不能超过${CONTACT_NAME_MAX}个字`);

/** POST /api/user/updateUserInfo: the acting store's contact person. */
export const updateUserInfoSchema = z.object({
  name: contactNameSchema,
  phone: phoneSchema,
});
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

const regionCode = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .regex(/^\d{2,6}$/, `请选择正确的${label}`);

/** Province, city and district codes of the division list (GET /api/region). */
export const regionCodesShape = {
  province: regionCode('省份'),
  city: regionCode('城市'),
  district: regionCode('区县'),
};

/** POST /api/user/info/address: asks for the registered address to change (reviewed). */
export const companyAddressChangeSchema = z.object({
  ...regionCodesShape,
  address: z
    .string({ error: '请输入详细地址' })
    .trim()
    .min(1, '请输入详细地址')
    .max(REGISTERED_ADDRESS_MAX, `详细地址不能超过${REGISTERED_ADDRESS_MAX}个字`),
});
export type CompanyAddressChangeInput = z.infer<typeof companyAddressChangeSchema>;

export interface RegionNames {
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  district_code: string;
  district: string;
}

export interface CompanyChangeRequest extends RegionNames {
  id: number;
  address: string;
  status: ReviewStatus;
  reason: string;
  /** Unix seconds. */
  created_at: number;
}

/** GET /api/user/info */
export interface UserInfo {
  username: string;
  /** The login's phone (changed through the password and SMS flows, not here). */
  login_phone: string;
  company: {
    id: number;
    name: string;
    customer_type: string;
    rank: string;
    review_status: ReviewStatus;
    review_status_text: string;
    province: string;
    city: string;
    district: string;
    address: string;
    /** Province, city, district and address in one line. */
    registered_address: string;
  };
  contact: { name: string; phone: string };
  /** The salesperson code (ywy) given at registration, or ''. */
  salesperson: string;
  admin: AccountManager;
  /** The latest registered-address change request (pending, or the last decided one), if any. */
  address_change: CompanyChangeRequest | null;
}

/** GET /api/user/stores; POST /api/user/stores/{id}/switch answers with the new base (UserBase). */
export interface StoreEntry {
  id: number;
  name: string;
  customer_type: string;
  review_status: ReviewStatus;
  review_status_text: string;
  is_current: 0 | 1;
}

/** Order states of DESIGN §6, as counted in the member centre. */
export interface OrderCounts {
  unpaid: number;
  to_ship: number;
  to_receive: number;
  completed: number;
  cancelled: number;
  after_sale: number;
}

export interface RecentPurchase {
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  image: string;
  number: number;
  /** Unix seconds. */
  bought_at: number;
}

export interface LicenceSummary {
  /** The store's review status; always present. */
  review_status: ReviewStatus;
  review_status_text: string;
  /** Counts of the store's current licence versions (the newest of each type) by state. */
  counts: { approved: number; pending: number; rejected: number; expiring: number; expired: number };
  /** The nearest expiry date (YYYY-MM-DD) of an approved licence not yet expired, or ''. */
  nearest_expiry: string;
  /** Names of required licences without an approved, unexpired version. */
  missing: string[];
}

/** GET /api/user/center: the member centre (user_hyzx). */
export interface MemberCentre {
  company: { id: number; name: string; customer_type: string; rank: string };
  admin: AccountManager;
  licences: LicenceSummary;
  orders: { counts: OrderCounts; recent_purchases: RecentPurchase[] };
  /** balance in yuan; coupons: unused and still valid */
  wallet: { points: number; balance: string; coupons: number };
  favorite_count: number;
  message_count: number;
}
