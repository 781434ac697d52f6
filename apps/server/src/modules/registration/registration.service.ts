/**
 * Joining: step 1 proves the phone and sets the password, step 2 creates the member and its first
 * store in one transaction; a logged-in member adds further stores the same way. New stores wait
 * for review (review_status 0). Licences (step 3) are uploaded through POST /api/user/zizhi.
 */
import type {
  AddStoreResult,
  CompanyInput,
  RegisterStep1Input,
  RegisterStep1Result,
  RegisterStep2Input,
} from '@mall/shared/registration';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { verifyCode } from '../sms/sms.service.ts';
import {
  issueVerificationToken,
  takeToken,
  VERIFICATION_TOKEN_TTL_SECONDS,
} from '../sms/verification-token.service.ts';
import { hashPassword } from '../user/password.ts';
import { regionErrors } from './regions.ts';
import {
  findAccountManagerIdByCode,
  insertCompany,
  insertMember,
  memberHasCompanyNamed,
  phoneTaken,
  setCurrentCompany,
} from './registration.repository.ts';

const PHONE_TAKEN = '该手机号已注册，请直接登录或找回密码';
const REGISTRATION_EXPIRED = '注册已过期，请重新获取验证码';

export async function registerStep1(
  ctx: AppContext,
  input: RegisterStep1Input,
): Promise<RegisterStep1Result> {
  // The code first: without one (create_code is rate-limited) this call tells nothing about the phone.
  await verifyCode(ctx.db, ctx.config.sessionSecret, input.phone, 'register', input.code);
  if (await phoneTaken(ctx.db, input.phone)) throw new AppError('conflict', PHONE_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const token = await issueVerificationToken(ctx.db, 'register', input.phone, passwordHash);
  return { register_token: token, expires_in: VERIFICATION_TOKEN_TTL_SECONDS };
}

/** Region and salesperson code checked against the data; the store's columns. */
async function companyValues(ex: Executor, input: CompanyInput) {
  const wrongRegion = regionErrors(input);
  if (wrongRegion) throw AppError.validation(wrongRegion);
  let accountManagerId: number | null = null;
  if (input.ywy !== undefined) {
    const found = await findAccountManagerIdByCode(ex, input.ywy);
    if (found === undefined) throw AppError.validation({ ywy: ['业务员编码不存在，请核对后填写'] });
    accountManagerId = found;
  }
  return {
    name: input.company_name,
    customerType: input.customer_type,
    province: input.province,
    city: input.city,
    district: input.district,
    address: input.address,
    contactName: input.contact_name,
    contactPhone: input.contact_phone,
    accountManagerId,
    salespersonCode: input.ywy ?? null,
  };
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Creates the member (username = phone) and its store; nothing is kept if any part fails. */
export async function registerStep2(
  ctx: AppContext,
  input: RegisterStep2Input,
): Promise<{ memberId: number; companyId: number }> {
  const company = await companyValues(ctx.db, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const carried = await takeToken(tx, 'register', input.register_token);
      if (!carried?.passwordHash) throw new AppError('bad_request', REGISTRATION_EXPIRED);
      if (await phoneTaken(tx, carried.phone)) throw new AppError('conflict', PHONE_TAKEN);
      const memberId = await insertMember(tx, {
        phone: carried.phone,
        passwordHash: carried.passwordHash,
        name: input.contact_name,
      });
      const companyId = await insertCompany(tx, { ...company, memberId });
      await setCurrentCompany(tx, memberId, companyId);
      return { memberId, companyId };
    });
  } catch (error) {
    // Two registrations of one phone racing: the loser is told the phone is taken.
    if (isUniqueViolation(error)) throw new AppError('conflict', PHONE_TAKEN);
    throw error;
  }
}

/** Another store for the logged-in member, pending review; the multi-store list shows it. */
export async function addStore(
  ctx: AppContext,
  session: SessionInfo,
  input: CompanyInput,
): Promise<AddStoreResult> {
  const company = await companyValues(ctx.db, input);
  if (await memberHasCompanyNamed(ctx.db, session.memberId, company.name))
    throw new AppError('conflict', '您已添加过同名门店');
  const companyId = await insertCompany(ctx.db, { ...company, memberId: session.memberId });
  return { company_id: companyId, review_status: 0 };
}
