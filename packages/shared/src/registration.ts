/**
 * Joining and passwords: SMS codes, the registration steps, adding a store, forgotten and changed
 * passwords, and the WeChat sandbox bind. One schema per call, used by the server and the forms.
 */
import { z } from 'zod';
import {
  isPersonalPassword,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  passwordProblem,
} from './password-policy.ts';
import { mobileSchema, phoneSchema } from './validators.ts';

export { PASSWORD_MAX, PASSWORD_MIN } from './password-policy.ts';

/** What a code is for; one live code per phone and scene. */
export const SMS_SCENES = ['register', 'forget', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_GAP_SECONDS = 60;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_DAILY_CAP_PER_PHONE = 10;
export const SMS_DAILY_CAP_PER_ADDRESS = 30;

export const CUSTOMER_TYPES = ['单体药店', '连锁药店', '诊所', '医院', '卫生院', '批发企业', '其他'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A new password: its length, then the policy (common, trivial); the account's own name is checked where known. */
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(1, '请输入密码')
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.length)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.length)
  .superRefine((value, ctx) => {
    if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return;
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The password of an account whose login name and phone are known: neither may be inside it. */
export const personalPasswordIssue = (
  password: string,
  personal: readonly (string | null | undefined)[],
): string | null => (isPersonalPassword(password, personal) ? PASSWORD_MESSAGES.personal : null);

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .min(1, '请输入验证码')
  .regex(/^\d{6}$/, '验证码为6位数字');

const confirmSchema = z.string({ error: '请再次输入密码' }).min(1, '请再次输入密码');

/** The two password fields, equal; the mismatch is reported on password_confirm. */
const withConfirm = <T extends { password: string; password_confirm: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirm)
    ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: '两次输入的密码不一致' });
};

export const createCodeInputSchema = z.object({
  phone: mobileSchema,
  scene: z.enum(SMS_SCENES, { error: '验证码用途不正确' }),
});
export type CreateCodeInput = z.infer<typeof createCodeInputSchema>;

export interface CreateCodeResult {
  /** Seconds until another code may be asked for. */
  resend_after: number;
  /** Seconds the code stays valid. */
  expires_in: number;
}

export interface PhoneAvailability {
  available: 0 | 1;
}

export const registerStep1InputSchema = z
  .object({
    phone: mobileSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    password_confirm: confirmSchema,
    agree: z.preprocess(
      (v) => (typeof v === 'string' ? Number(v) : v),
      z.literal(1, { error: '请阅读并同意《用户服务协议》' }),
    ),
  })
  .superRefine((value, ctx) => {
    withConfirm(value, ctx);
    // The phone becomes the login name.
    const personal =
      typeof value.password === 'string' ? personalPasswordIssue(value.password, [value.phone]) : null;
    if (personal) ctx.addIssue({ code: 'custom', path: ['password'], message: personal });
  });
export type RegisterStep1Input = z.infer<typeof registerStep1InputSchema>;

export interface RegisterStep1Result {
  /** Carries step 1 to step 2; single use. */
  register_token: string;
  expires_in: number;
}

/** The business of step 2, also the form of adding a store. */
export const companyInputSchema = z.object({
  company_name: requiredText('请输入企业名称', 100, '企业名称不能超过100个字符'),
  customer_type: z.enum(CUSTOMER_TYPES, { error: '请选择客户类型' }),
  province: requiredText('请选择省份', 20, '省份不正确'),
  city: requiredText('请选择城市', 30, '城市不正确'),
  district: requiredText('请选择区县', 30, '区县不正确'),
  address: requiredText('请输入注册地址', 200, '注册地址不能超过200个字符'),
  contact_name: requiredText('请输入联系人', 30, '联系人不能超过30个字符'),
  contact_phone: phoneSchema,
  ywy: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(32, '业务员编码不正确').optional(),
  ),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

export const registerStep2InputSchema = z
  .object({ register_token: z.string({ error: '注册已过期，请重新注册' }).min(1, '注册已过期，请重新注册') })
  .extend(companyInputSchema.shape);
export type RegisterStep2Input = z.infer<typeof registerStep2InputSchema>;

export interface AddStoreResult {
  company_id: number;
  /** 0 pending review. */
  review_status: 0;
}

export const forgetVerifyInputSchema = z.object({ phone: mobileSchema, code: smsCodeSchema });
export type ForgetVerifyInput = z.infer<typeof forgetVerifyInputSchema>;

export interface ForgetVerifyResult {
  reset_token: string;
  expires_in: number;
}

export const forgetResetInputSchema = z
  .object({
    token: z.string({ error: '重置链接已失效，请重新验证' }).min(1, '重置链接已失效，请重新验证'),
    password: passwordSchema,
    password_confirm: confirmSchema,
  })
  .superRefine(withConfirm);
export type ForgetResetInput = z.infer<typeof forgetResetInputSchema>;

/**
 * SPEC §7 sends {password}; a session alone may not change it, so the current password comes too.
 * A confirmation, when the form sends one, must match.
 */
export const resetPasswordInputSchema = z
  .object({
    old_password: z
      .string({ error: '请输入原密码' })
      .min(1, '请输入原密码')
      .max(PASSWORD_MAX, '原密码不正确'),
    password: passwordSchema,
    password_confirm: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password_confirm !== undefined && value.password_confirm !== value.password)
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: '两次输入的密码不一致' });
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export interface WechatQr {
  ticket: string;
  /** The sandbox QR page; opening it and confirming completes the bind. */
  confirm_url: string;
  expires_in: number;
}

export const wechatConfirmInputSchema = z.object({
  ticket: z.string({ error: '二维码已失效，请刷新' }).trim().min(1, '二维码已失效，请刷新'),
});
export type WechatConfirmInput = z.infer<typeof wechatConfirmInputSchema>;

export interface WechatBinding {
  wechat: string;
}
