/**
 * The pure rules of licences: dates in China's calendar, expiry warnings, which licences a store
 * must hold, and which uploads are accepted.
 */
import { addCalendarDays, chinaToday as chinaTodayAt, daysBetween } from '@mall/shared/china-time';

export const REVIEW_PENDING = 0;
export const REVIEW_APPROVED = 1;
export const REVIEW_REJECTED = 2;

export const REVIEW_STATUS_TEXT: Record<number, string> = {
  [REVIEW_PENDING]: '审核中',
  [REVIEW_APPROVED]: '已通过',
  [REVIEW_REJECTED]: '未通过',
};

/** Warn this many days before a licence lapses. */
export const EXPIRY_WARNING_DAYS = 30;

export const ALLOWED_UPLOAD_MIMES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
]);
export const UPLOAD_TYPE_MESSAGE = '只能上传 JPG、PNG、WEBP 图片或 PDF 文件';

/** Today's date in China as YYYY-MM-DD. */
export const chinaToday = (now: Date): string => chinaTodayAt(now.getTime());

/** A date plus whole days, as YYYY-MM-DD; the dates here come from the database or the schema, so are real. */
export const addDays = (day: string, days: number): string => addCalendarDays(day, days) as string;

export interface ExpiryFlags {
  daysLeft: number;
  /** Still valid, but lapses within EXPIRY_WARNING_DAYS. */
  expiring: boolean;
  expired: boolean;
}

/** A licence is valid through the whole of its expiry day. */
export function expiryFlags(expiresOn: string, today: string): ExpiryFlags {
  const daysLeft = daysBetween(today, expiresOn) ?? Number.NaN;
  return { daysLeft, expired: daysLeft < 0, expiring: daysLeft >= 0 && daysLeft <= EXPIRY_WARNING_DAYS };
}

/** Customer types that are medical institutions; every other type trades as a pharmacy. */
const MEDICAL_TYPES: ReadonlySet<string> = new Set([
  '诊所',
  '医院',
  '卫生院',
  '卫生室',
  '门诊部',
  '社区卫生服务中心',
  '社区卫生服务站',
]);

export type StoreKind = 'pharmacy' | 'medical';

export function storeKindOf(customerType: string): StoreKind {
  return MEDICAL_TYPES.has(customerType) ? 'medical' : 'pharmacy';
}

export function isRequiredFor(requiredFor: readonly string[], customerType: string): boolean {
  return requiredFor.includes(storeKindOf(customerType));
}

/** Names of the types this store must hold and has no approved, unexpired version of (`inForce`). */
export function missingLicenceNames(
  types: readonly { id: number; name: string; requiredFor: readonly string[] }[],
  inForce: readonly number[],
  customerType: string,
): string[] {
  const forced = new Set(inForce);
  return types
    .filter((t) => isRequiredFor(t.requiredFor, customerType) && !forced.has(t.id))
    .map((t) => t.name);
}
