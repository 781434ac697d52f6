/**
 * The store's invoice profile (开票信息, /zhzx/basic): what its orders' invoices are made out to.
 * POST /api/user/invoice_profile validates with this schema and the account centre's form with the
 * same one, so both say the same thing about the same field.
 */
import { z } from 'zod';
import { INVOICE_TYPES, type InvoiceType } from './order.ts';
import { isEmail, isPhone } from './validators.ts';

export const INVOICE_TITLE_MAX = 100;
export const INVOICE_BANK_NAME_MAX = 100;
export const INVOICE_REG_ADDRESS_MAX = 100;
export const INVOICE_EMAIL_MAX = 100;

/** The special invoice (增值税专用发票) names the buyer's bank and registration besides title and number. */
export const SPECIAL_INVOICE_TYPE = 2;
/** The electronic invoice is sent to an e-mail address. */
export const ELECTRONIC_INVOICE_TYPE = 3;

export const INVOICE_PROFILE_MESSAGES = {
  saved: '开票信息已保存',
  type: '请选择发票类型（普通发票、增值税专用发票或电子发票）',
  title: '请输入发票抬头',
  titleTooLong: `发票抬头不能超过${INVOICE_TITLE_MAX}个字`,
  taxNumber: '请输入纳税人识别号',
  taxNumberFormat: '纳税人识别号应为15、17、18或20位数字或字母（统一社会信用代码为18位）',
  bankName: '增值税专用发票需填写开户银行',
  bankNameTooLong: `开户银行不能超过${INVOICE_BANK_NAME_MAX}个字`,
  bankAccount: '增值税专用发票需填写银行账号',
  bankAccountFormat: '银行账号应为8至30位数字',
  regAddress: '增值税专用发票需填写注册地址',
  regAddressTooLong: `注册地址不能超过${INVOICE_REG_ADDRESS_MAX}个字`,
  regPhone: '增值税专用发票需填写注册电话',
  regPhoneFormat: '注册电话应为手机号或带区号的座机号（如 0571-88861234）',
  email: '电子发票需填写收票邮箱',
  emailFormat: '收票邮箱格式不正确',
  emailTooLong: `收票邮箱不能超过${INVOICE_EMAIL_MAX}个字符`,
} as const;
const M = INVOICE_PROFILE_MESSAGES;

/**
 * 统一社会信用代码 (18) or the older taxpayer numbers (15 from the tax registration, 17 and 20 from
 * identity documents), all digits and capital letters.
 */
export const TAX_NUMBER_RE = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;
const BANK_ACCOUNT_RE = /^\d{8,30}$/;
/** A line break or tab inside a one-line field would break the printed invoice. */
const LINE_BREAK_RE = /[\t\n\r\u2028\u2029]/;

/** Form fields arrive as strings; an absent optional field is an empty one. */
const orEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);

const oneLine = (label: string, max: number, tooLong: string) =>
  z.preprocess(
    orEmpty,
    z
      .string({ error: `${label}格式有误` })
      .trim()
      .max(max, tooLong)
      .refine((v) => !LINE_BREAK_RE.test(v), `${label}不能包含换行或制表符`),
  );

const invoiceTypeField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z.union([z.literal(1), z.literal(2), z.literal(3)], { error: M.type }),
);

const isInvoiceType = (v: unknown): v is InvoiceType => v === 1 || v === 2 || v === 3;

/** POST /api/user/invoice_profile. Unknown fields (a company id among them) are dropped. */
export const invoiceProfileInputSchema = z
  .object({
    invoice_type: invoiceTypeField,
    title: z.preprocess(
      orEmpty,
      z
        .string({ error: M.title })
        .trim()
        .min(1, M.title)
        .max(INVOICE_TITLE_MAX, M.titleTooLong)
        .refine((v) => !LINE_BREAK_RE.test(v), '发票抬头不能包含换行或制表符'),
    ),
    tax_number: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : orEmpty(v)),
      z
        .string({ error: M.taxNumber })
        .min(1, M.taxNumber)
        .refine((v) => v === '' || TAX_NUMBER_RE.test(v), M.taxNumberFormat),
    ),
    bank_name: oneLine('开户银行', INVOICE_BANK_NAME_MAX, M.bankNameTooLong),
    // Account numbers are often written in groups of four: the spaces are not part of the number.
    bank_account: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/[\s-]+/g, '') : orEmpty(v)),
      z
        .string({ error: M.bankAccountFormat })
        .refine((v) => v === '' || BANK_ACCOUNT_RE.test(v), M.bankAccountFormat),
    ),
    reg_address: oneLine('注册地址', INVOICE_REG_ADDRESS_MAX, M.regAddressTooLong),
    reg_phone: z.preprocess(
      orEmpty,
      z
        .string({ error: M.regPhoneFormat })
        .trim()
        .refine((v) => v === '' || isPhone(v), M.regPhoneFormat),
    ),
    email: z.preprocess(
      orEmpty,
      z
        .string({ error: M.emailFormat })
        .trim()
        .max(INVOICE_EMAIL_MAX, M.emailTooLong)
        .refine((v) => v === '' || isEmail(v), M.emailFormat),
    ),
  })
  .superRefine(
    (v, ctx) => {
      const missing = (field: keyof typeof v, message: string) => {
        if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
      };
      if (v.invoice_type === SPECIAL_INVOICE_TYPE) {
        missing('bank_name', M.bankName);
        missing('bank_account', M.bankAccount);
        missing('reg_address', M.regAddress);
        missing('reg_phone', M.regPhone);
      }
      if (v.invoice_type === ELECTRONIC_INVOICE_TYPE) missing('email', M.email);
    },
    // Also when another field is wrong, so one answer names every field to fix.
    { when: (payload) => isInvoiceType((payload.value as { invoice_type?: unknown })?.invoice_type) },
  );
export type InvoiceProfileInput = z.infer<typeof invoiceProfileInputSchema>;

/** Which fields an invoice type requires besides type, title and tax number. */
export function invoiceRequiredFields(type: InvoiceType | undefined): ReadonlySet<string> {
  if (type === SPECIAL_INVOICE_TYPE)
    return new Set(['bank_name', 'bank_account', 'reg_address', 'reg_phone']);
  if (type === ELECTRONIC_INVOICE_TYPE) return new Set(['email']);
  return new Set();
}

export const INVOICE_TYPE_OPTIONS = (Object.keys(INVOICE_TYPES) as `${InvoiceType}`[]).map((key) => ({
  value: Number(key) as InvoiceType,
  label: INVOICE_TYPES[Number(key) as InvoiceType],
}));

/** The id of the 开票信息 section on /zhzx/basic, which checkout's note links to (`/zhzx/basic#…`). */
export const INVOICE_PROFILE_ANCHOR = 'invoice-profile';
