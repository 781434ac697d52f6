/**
 * Forgotten password (phone and code, then a new password) and the logged-in change. A reset ends
 * every session of the member; a change needs the current password, ends every session and starts
 * a new one for this browser. Wrong current passwords count against the login lockout.
 */
import {
  type ForgetResetInput,
  type ForgetVerifyInput,
  type ForgetVerifyResult,
  personalPasswordIssue,
  type ResetPasswordInput,
} from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { verifyCode } from '../sms/sms.service.ts';
import {
  issueVerificationToken,
  takeToken,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from '../sms/verification-token.service.ts';
import { hashPassword, verifyPassword } from '../user/password.ts';
import {
  deleteMemberSessions,
  findCredentials,
  findCredentialsByPhone,
  type MemberCredentials,
  setPassword,
} from './password.repository.ts';

const RESET_EXPIRED = '重置链接已失效，请重新验证手机号';
const WRONG_CURRENT = '原密码不正确';

/**
 * The code decides, whether or not the phone is registered: an unregistered phone was sent no code
 * (create_code answered as if it had), so its check fails like any wrong code and tells nothing.
 */
export async function verifyForgotten(
  ctx: AppContext,
  input: ForgetVerifyInput,
): Promise<ForgetVerifyResult> {
  await verifyCode(ctx.db, ctx.config.sessionSecret, input.phone, 'forget', input.code);
  const token = await issueVerificationToken(ctx.db, 'forget', input.phone);
  return { reset_token: token, expires_in: VERIFICATION_TOKEN_TTL_SECONDS };
}

/** The new password may not hold the member's login name or phone (the schema checked the rest). */
function refusePersonal(member: MemberCredentials, password: string): void {
  const issue = personalPasswordIssue(password, [member.username, member.phone]);
  if (issue) throw AppError.validation({ password: [issue] });
}

export async function resetForgotten(
  ctx: AppContext,
  caller: { ip: string },
  input: ForgetResetInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  // A refusal inside the transaction rolls back, so the token stays usable for a better password.
  const memberId = await ctx.db.transaction(async (tx) => {
    const carried = await takeToken(tx, 'forget', input.token);
    if (!carried) throw new AppError('bad_request', RESET_EXPIRED);
    const member = await findCredentialsByPhone(tx, carried.phone);
    if (!member) throw new AppError('bad_request', RESET_EXPIRED);
    refusePersonal(member, input.password);
    await setPassword(tx, member.id, passwordHash);
    await deleteMemberSessions(tx, member.id);
    return member.id;
  });
  // The phone was proven: this address need not wait out earlier wrong guesses.
  await ctx.loginLimiter.recordSuccess({ memberId }, caller.ip);
}

/**
 * The current password first, counted like a login (a stolen session must not guess it freely);
 * then the new one is set and every session ends. The route then gives this browser a new session.
 */
export async function changePassword(
  ctx: AppContext,
  caller: { session: SessionInfo; ip: string },
  input: ResetPasswordInput,
): Promise<void> {
  const { session, ip } = caller;
  const account = { memberId: session.memberId };
  await ctx.loginLimiter.admitAddress(ip);
  const member = await findCredentials(ctx.db, session.memberId);
  const valid = await ctx.loginLimiter.guess(account, ip, () =>
    verifyPassword(member?.passwordHash, input.old_password),
  );
  if (!member || !valid) throw AppError.validation({ old_password: [WRONG_CURRENT] });
  refusePersonal(member, input.password);
  if (input.password === input.old_password)
    throw AppError.validation({ password: ['新密码不能与原密码相同'] });

  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, member.id, passwordHash);
    await deleteMemberSessions(tx, member.id);
  });
}
