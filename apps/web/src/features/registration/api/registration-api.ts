/**
 * The calls of registration and adding a store (issue 4); switching store and the WeChat bind are
 * shared with the account pages in api/user. The pages never spell a URL. Shapes come from
 * @mall/shared/registration.
 */
import type {
  AddStoreResult,
  CompanyInput,
  PhoneAvailability,
  RegisterStep1Result,
} from '@mall/shared/registration';
import type { MemberBase } from '@mall/shared/user';
import { api } from '@/api/client';

export const PHONE_TAKEN = '该手机号已注册，请直接登录或找回密码';

/**
 * Whether the phone may register: null when it may, otherwise the reason in Chinese. The call is
 * silent: a taken phone is shown beside the field, not in a dialog.
 */
export async function phoneTakenReason(phone: string): Promise<string | null> {
  const { data } = await api.get<PhoneAvailability>(
    `/api/user/phone/${encodeURIComponent(phone)}`,
    undefined,
    {
      silent: true,
    },
  );
  return data.available === 1 ? null : PHONE_TAKEN;
}

export interface Step1Values {
  phone: string;
  code: string;
  password: string;
  password_confirm: string;
}

/** Step 1 checks phone, code and password; the answer's token carries them to step 2. */
export function registerStep1(input: Step1Values): Promise<RegisterStep1Result> {
  return api
    .post<RegisterStep1Result>('/api/user/register/step1', { ...input, agree: 1 })
    .then((r) => r.data);
}

/** Step 2 creates the member and its first store (pending review) and logs it in. */
export function registerStep2(registerToken: string, input: CompanyInput): Promise<MemberBase> {
  return api
    .post<MemberBase>('/api/user/register/step2', { register_token: registerToken, ...input })
    .then((r) => r.data);
}

/** Adds a store to the logged-in member (pending review). */
export function addStore(input: CompanyInput): Promise<AddStoreResult> {
  return api.post<AddStoreResult>('/api/user/register/dd', input).then((r) => r.data);
}
