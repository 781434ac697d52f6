/**
 * The member's payment password (支付密码, 6 digits): set or changed with the login password or an
 * SMS code to the member's phone (the proofs the login password's change and reset take), hashed
 * like login passwords. Once set, paying with balance needs it (requirePayPassword): each entry is
 * counted in its own statement before it is judged (and the count cleared when it is right), so a
 * refused payment cannot roll the count back nor parallel entries pass it, and
 * PAY_PASSWORD_LOCK_AFTER wrong entries in a row lock it for a while.
 */
import {
  isTrivialPayPassword,
  PAY_PASSWORD_LOCK_AFTER,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MESSAGES,
  type PayPasswordInput,
  type PayPasswordStatus,
} from '@mall/shared/subscription';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findCredentials } from '../password/password.repository.ts';
import { verifyCode } from '../sms/sms.service.ts';
import { hashPassword, verifyPassword } from '../user/password.ts';
import { currentBalance } from '../wallet/money-log.repository.ts';
import {
  claimPayPasswordEntry,
  clearPayPasswordFailures,
  findPayPassword,
  savePayPassword,
} from './pay-password.repository.ts';

export async function payPasswordStatus(ex: Executor, memberId: number): Promise<PayPasswordStatus> {
  const row = await findPayPassword(ex, memberId);
  return { is_set: row ? 1 : 0, locked_until: row?.locked_until ?? null };
}

/** Whether paying with balance needs the password (the member has set one). */
export async function hasPayPassword(ex: Executor, memberId: number): Promise<boolean> {
  return (await findPayPassword(ex, memberId)) !== undefined;
}

const lockedMessage = (seconds: number) => PAY_PASSWORD_MESSAGES.locked(Math.max(1, Math.ceil(seconds / 60)));

/**
 * Nothing to do when the member has no payment password; otherwise `given` must be it. Refusals
 * are business refusals (`msg`), the wrong entry already counted.
 */
export async function requirePayPassword(
  ctx: DbContext,
  memberId: number,
  given: string | undefined,
): Promise<void> {
  const row = await findPayPassword(ctx.db, memberId);
  if (!row) return;
  if (row.locked_for > 0) throw new AppError('bad_request', lockedMessage(row.locked_for));
  if (given === undefined || given === '') throw new AppError('bad_request', PAY_PASSWORD_MESSAGES.required);
  // Counted before it is judged, in its own statement: a refused payment cannot roll it back, and
  // a burst of parallel entries cannot all be judged before the first is counted. The fifth locks
  // it as it is counted; a right one lifts that again.
  const entry = await claimPayPasswordEntry(
    ctx.db,
    memberId,
    PAY_PASSWORD_LOCK_AFTER,
    PAY_PASSWORD_LOCK_MINUTES,
  );
  if (entry === undefined)
    throw new AppError('bad_request', PAY_PASSWORD_MESSAGES.locked(PAY_PASSWORD_LOCK_MINUTES));
  if (await verifyPassword(row.hash, given)) {
    await clearPayPasswordFailures(ctx.db, memberId);
    return;
  }
  if (entry >= PAY_PASSWORD_LOCK_AFTER)
    throw new AppError('bad_request', PAY_PASSWORD_MESSAGES.locked(PAY_PASSWORD_LOCK_MINUTES));
  throw new AppError('bad_request', PAY_PASSWORD_MESSAGES.wrong(PAY_PASSWORD_LOCK_AFTER - entry));
}

/**
 * The login password (counted like a login, as its own change is) or an SMS code sent to the
 * member's phone for 找回密码 proves the member; then the new password replaces any old one.
 */
export async function setPayPassword(
  ctx: AppContext,
  caller: { session: SessionInfo; ip: string },
  input: PayPasswordInput,
): Promise<void> {
  const { session, ip } = caller;
  if (isTrivialPayPassword(input.password))
    throw AppError.validation({ password: [PAY_PASSWORD_MESSAGES.trivial] });
  const member = await findCredentials(ctx.db, session.memberId);
  if (!member) throw new AppError('unauthenticated', PAY_PASSWORD_MESSAGES.proof);
  if (input.login_password) {
    const account = { memberId: session.memberId };
    await ctx.loginLimiter.admitAddress(ip);
    const loginPassword = input.login_password;
    if (
      !(await ctx.loginLimiter.guess(account, ip, () => verifyPassword(member.passwordHash, loginPassword)))
    )
      throw AppError.validation({ login_password: [PAY_PASSWORD_MESSAGES.wrongLogin] });
  } else {
    await verifyCode(ctx.db, ctx.config.sessionSecret, member.phone, 'forget', input.code ?? '');
  }
  const hash = await hashPassword(input.password);
  await ctx.db.transaction((tx) => savePayPassword(tx, session.memberId, hash));
}

/**
 * The submit of an order that takes from the balance (use_balance): the password is needed when
 * the store has balance to take, as for paying an order with balance.
 */
export async function requireForBalanceUse(
  ctx: DbContext,
  session: SessionInfo,
  given: string | undefined,
): Promise<void> {
  if ((await currentBalance(ctx.db, session.companyId)) <= 0) return;
  await requirePayPassword(ctx, session.memberId, given);
}
