/** The calls of the forgotten-password flow (issue 4): verify the code, reset (codes: lib/sms). */
import type { ForgetResetInput, ForgetVerifyInput, ForgetVerifyResult } from '@mall/shared/registration';
import { api } from '@/api/client';

/** Checks phone and code; the reset token allows one password reset. */
export function verifyForgotten(input: ForgetVerifyInput): Promise<ForgetVerifyResult> {
  return api.post<ForgetVerifyResult>('/api/user/forget/verify', input).then((r) => r.data);
}

/** Sets the new password; every session of the member ends. */
export function resetForgotten(input: ForgetResetInput): Promise<null> {
  return api.post<null>('/api/user/forget/reset', input).then((r) => r.data);
}
