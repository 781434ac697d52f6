/**
 * Forgotten password (phone and code, then a new password) and the logged-in change. Every change
 * ends the member's other sessions: a reset ends all of them, a change keeps only the current one.
 */
import type {
  ForgetResetInput,
  ForgetVerifyInput,
  ForgetVerifyResult,
  ResetPasswordInput,
} from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { phoneAvailability, verifyCode } from '../sms/sms.service.ts';
import {
  issueVerificationToken,
  takeToken,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from '../sms/verification-token.service.ts';
import { hashPassword } from '../user/password.ts';
import { deleteMemberSessions, setPassword, setPasswordByPhone } from './password.repository.ts';

const RESET_EXPIRED = '重置链接已失效，请重新验证手机号';

export async function verifyForgotten(
  ctx: AppContext,
  input: ForgetVerifyInput,
): Promise<ForgetVerifyResult> {
  const { available } = await phoneAvailability(ctx.db, input.phone);
  if (available === 1) throw new AppError('bad_request', '该手机号尚未注册');
  await verifyCode(ctx.db, ctx.config.sessionSecret, input.phone, 'forget', input.code);
  const token = await issueVerificationToken(ctx.db, 'forget', input.phone);
  return { reset_token: token, expires_in: VERIFICATION_TOKEN_TTL_SECONDS };
}

export async function resetForgotten(ctx: AppContext, input: ForgetResetInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const carried = await takeToken(tx, 'forget', input.token);
    if (!carried) throw new AppError('bad_request', RESET_EXPIRED);
    const memberId = await setPasswordByPhone(tx, carried.phone, passwordHash);
    if (memberId === undefined) throw new AppError('bad_request', RESET_EXPIRED);
    await deleteMemberSessions(tx, memberId);
  });
}

/** The current session (by its id hash) stays; every other session of the member ends. */
export async function changePassword(
  ctx: AppContext,
  session: SessionInfo,
  currentIdHash: string,
  input: ResetPasswordInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, session.memberId, passwordHash);
    await deleteMemberSessions(tx, session.memberId, currentIdHash);
  });
}
