/** Validation rules of SPEC §5, shared by the server's schemas and the SPA's forms. */
import { z } from 'zod';

export const MOBILE_RE = /^1[3-9]\d{9}$/;
// SPEC §5 "area code (0 then 3-4 digits)": 0 and 3 or 4 more digits (0571, 05711) as written, and also
// 0 and two (010, 021), the real area codes of Beijing, Shanghai and the other large cities.
export const LANDLINE_RE = /^0\d{2,4}-\d{7,8}$/;
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export const isMobile = (value: string): boolean => MOBILE_RE.test(value);
/** A phone is a mobile number or, where allowed, a landline with area code. */
export const isPhone = (value: string, allowLandline = true): boolean =>
  MOBILE_RE.test(value) || (allowLandline && LANDLINE_RE.test(value));
export const isEmail = (value: string): boolean => EMAIL_RE.test(value);

export const phoneSchema = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .refine((v) => isPhone(v), '请输入正确的手机号码或座机号码（如 010-12345678）');

export const mobileSchema = z
  .string({ error: '请输入手机号码' })
  .trim()
  .min(1, '请输入手机号码')
  .refine(isMobile, '请输入正确的11位手机号码');

export const emailSchema = z.string({ error: '请输入邮箱' }).trim().refine(isEmail, '请输入正确的邮箱地址');
