/** The calls of the forgotten-password flow (issue 4): SMS code, verify, reset. */
import type {
  CreateCodeResult,
  ForgetResetInput,
  ForgetVerifyInput,
  ForgetVerifyResult,
  SmsScene,
} from '@mall/shared/registration';
import { api } from '@/api/client';

export function sendCode(phone: string, scene: SmsScene): Promise<CreateCodeResult> {
  return api.post<CreateCodeResult>('/api/user/create_code', { phone, scene }).then((r) => r.data);
}

/** Checks phone and code; the reset token allows one password reset. */
export function verifyForgotten(input: ForgetVerifyInput): Promise<ForgetVerifyResult> {
  return api.post<ForgetVerifyResult>('/api/user/forget/verify', input).then((r) => r.data);
}

/** Sets the new password; every session of the member ends. */
export function resetForgotten(input: ForgetResetInput): Promise<null> {
  return api.post<null>('/api/user/forget/reset', input).then((r) => r.data);
}
