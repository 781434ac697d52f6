/**
 * Verification codes by SMS: 6 digits, 5 minutes, a 60-second resend gap, hourly request limits and
 * daily caps per phone and per address (checked before any lookup), at most 5 wrong tries. Codes are stored as an HMAC keyed by the server secret, one
 * live code per phone and scene. Other modules verify through verifyCode.
 */
import { createHmac, randomInt } from 'node:crypto';
import {
  type CreateCodeInput,
  type CreateCodeResult,
  type PhoneAvailability,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_CAP_PER_ADDRESS,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_MAX_WRONG_TRIES,
  SMS_RESEND_GAP_SECONDS,
  type SmsScene,
} from '@mall/shared/registration';
import type { Executor } from '../../db/client.ts';
import { AppError, NOT_LOGGED_IN_MESSAGE } from '../../http/app-error.ts';
import type { CounterStore } from '../../http/rate-limit.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { SmsProvider } from './sms.provider.ts';
import {
  codeIsExhausted,
  phoneIsRegistered,
  saveCode,
  secondsSinceLastCode,
  tryCode,
} from './sms.repository.ts';

const DAY_MS = 24 * 3_600_000;
const COUNTER_PREFIX = 'mall:sms';

export interface SmsDeps {
  db: Executor;
  secret: string;
  counters: CounterStore;
  /** null: no way to send (SMS_OUTBOX off and no carrier). */
  provider: SmsProvider | null;
}

export const SMS_UNAVAILABLE = '短信服务暂未开通，请联系客服';

const hashCode = (secret: string, phone: string, scene: string, code: string): string =>
  createHmac('sha256', secret).update(`${phone}:${scene}:${code}`).digest('hex');

const newCode = (): string => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export const smsText = (code: string): string =>
  `【康源医药商城】您的验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`;

/** Lookups an address may make in an hour: enough for a form, too few to harvest registered phones. */
export const PHONE_LOOKUPS_PER_HOUR = 60;
/** Code requests for one phone in an hour, whatever their answer (the daily cap counts codes sent). */
export const CODE_REQUESTS_PER_PHONE_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/**
 * Counted before anything is looked up, so the answers below cannot be asked for in bulk. Every
 * code request of an address spends its hourly lookup budget, which GET /api/user/phone shares:
 * together the two calls tell an address about at most that many phones an hour.
 */
async function admitRequest(counters: CounterStore, phone: string, ip: string): Promise<void> {
  const lookups = await counters.increment(`${COUNTER_PREFIX}:lookup:${ip}`, HOUR_MS);
  if (lookups > PHONE_LOOKUPS_PER_HOUR) throw new AppError('rate_limited', '获取验证码过于频繁，请稍后再试');
  const asked = await counters.increment(`${COUNTER_PREFIX}:ask:${phone}`, HOUR_MS);
  if (asked > CODE_REQUESTS_PER_PHONE_PER_HOUR)
    throw new AppError('rate_limited', '该手机号获取验证码过于频繁，请稍后再试');
  if ((await counters.get(`${COUNTER_PREFIX}:phone:${phone}`)) >= SMS_DAILY_CAP_PER_PHONE)
    throw new AppError('rate_limited', PHONE_CAP_REACHED);
  if ((await counters.get(`${COUNTER_PREFIX}:ip:${ip}`)) >= SMS_DAILY_CAP_PER_ADDRESS)
    throw new AppError('rate_limited', ADDRESS_CAP_REACHED);
}

const PHONE_CAP_REACHED = '该手机号今日获取验证码次数已达上限，请明天再试';
const ADDRESS_CAP_REACHED = '今日获取验证码次数过多，请明天再试';

/**
 * Whether a code goes out. Registration and binding say that a phone is taken (the registration
 * form says so anyway through GET /api/user/phone, within the same budget). A reset answers alike
 * for every phone: an unregistered one gets a code row that was never sent, so the resend gap,
 * the caps and the later check behave the same and nothing tells the two apart.
 */
async function deliverable(
  db: Executor,
  input: CreateCodeInput,
  session: SessionInfo | null,
): Promise<boolean> {
  if (input.scene === 'bind' && !session) throw new AppError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  const registered = await phoneIsRegistered(db, input.phone);
  if (input.scene === 'register' && registered)
    throw new AppError('conflict', '该手机号已注册，请直接登录或找回密码');
  if (input.scene === 'bind' && registered) throw new AppError('conflict', '该手机号已被其他账号使用');
  return input.scene !== 'forget' || registered;
}

async function refuseWithinGap(db: Executor, input: CreateCodeInput): Promise<void> {
  const elapsed = await secondsSinceLastCode(db, input.phone, input.scene);
  if (elapsed !== undefined && elapsed < SMS_RESEND_GAP_SECONDS)
    throw new AppError('rate_limited', `请${SMS_RESEND_GAP_SECONDS - elapsed}秒后再获取验证码`);
}

/** The caller is its session, if any, and its address, which the caps count. */
export async function sendCode(
  deps: SmsDeps,
  caller: { session: SessionInfo | null; ip: string },
  input: CreateCodeInput,
): Promise<CreateCodeResult> {
  const { session, ip } = caller;
  const provider = deps.provider;
  if (!provider) throw new AppError('bad_request', SMS_UNAVAILABLE);
  await admitRequest(deps.counters, input.phone, ip);
  const send = await deliverable(deps.db, input, session);
  await refuseWithinGap(deps.db, input);
  const perPhone = await deps.counters.increment(`${COUNTER_PREFIX}:phone:${input.phone}`, DAY_MS);
  if (perPhone > SMS_DAILY_CAP_PER_PHONE) throw new AppError('rate_limited', PHONE_CAP_REACHED);
  const perAddress = await deps.counters.increment(`${COUNTER_PREFIX}:ip:${ip}`, DAY_MS);
  if (perAddress > SMS_DAILY_CAP_PER_ADDRESS) throw new AppError('rate_limited', ADDRESS_CAP_REACHED);

  const code = newCode();
  const saved = await saveCode(deps.db, {
    phone: input.phone,
    scene: input.scene,
    codeHash: hashCode(deps.secret, input.phone, input.scene, code),
    ttlSeconds: SMS_CODE_TTL_SECONDS,
    gapSeconds: SMS_RESEND_GAP_SECONDS,
  });
  if (!saved) {
    // Another request for the same phone got in between the check and the save.
    await refuseWithinGap(deps.db, input);
    throw new AppError('rate_limited', `请${SMS_RESEND_GAP_SECONDS}秒后再获取验证码`);
  }
  if (send) await provider.send(input.phone, smsText(code));
  return { resend_after: SMS_RESEND_GAP_SECONDS, expires_in: SMS_CODE_TTL_SECONDS };
}

export async function phoneAvailability(db: Executor, phone: string): Promise<PhoneAvailability> {
  return { available: (await phoneIsRegistered(db, phone)) ? 0 : 1 };
}

/** GET /api/user/phone/{value}: the availability check as the public may ask it, limited per address. */
export async function lookUpPhone(
  deps: Pick<SmsDeps, 'db' | 'counters'>,
  caller: { ip: string },
  phone: string,
): Promise<PhoneAvailability> {
  const lookups = await deps.counters.increment(`${COUNTER_PREFIX}:lookup:${caller.ip}`, HOUR_MS);
  if (lookups > PHONE_LOOKUPS_PER_HOUR) throw new AppError('rate_limited', '查询过于频繁，请稍后再试');
  return phoneAvailability(deps.db, phone);
}

const codeError = (message: string) => AppError.validation({ code: [message] });

/**
 * Takes the code if it matches (it cannot be used twice); a wrong code costs one of the tries, and
 * the last wrong try kills the code. Refusals are 422 on the `code` field.
 */
export async function verifyCode(
  db: Executor,
  secret: string,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<void> {
  const hash = hashCode(secret, phone, scene, code);
  const tried = await tryCode(db, phone, scene, hash, SMS_MAX_WRONG_TRIES);
  if (tried?.matched) return;
  const tries = tried?.attempts;
  if (tries === undefined) {
    const exhausted = await codeIsExhausted(db, phone, scene, SMS_MAX_WRONG_TRIES);
    throw codeError(exhausted ? '验证码错误次数过多，请重新获取' : '验证码已失效，请重新获取');
  }
  const left = SMS_MAX_WRONG_TRIES - tries;
  throw codeError(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取');
}
