/**
 * Who the visitor is: login (with its throttling and equal-timing refusals), the base user state
 * of SPEC §3, and whether the visitor may see prices (DESIGN §6).
 */
import type { GuestBase, LoginInput, MemberBase, UserBase } from '@mall/shared/user';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseStanding } from '../compliance/compliance.service.ts';
import { getPublicConfig } from '../settings/settings.service.ts';
import { verifyPassword } from './password.ts';
import { findActingCompanyId, findLoginCandidate, findMemberBaseRow } from './user.repository.ts';

const REVIEW_APPROVED = 1;
const MEMBER_ACTIVE = 1;
const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export interface Authenticated {
  memberId: number;
  companyId: number;
}

export async function authenticate(ctx: AppContext, input: LoginInput, ip: string): Promise<Authenticated> {
  await ctx.loginLimiter.admitAddress(ip);
  const candidate = await findLoginCandidate(ctx.db, input.username);
  // The login name and the phone of one member share one count; a name nobody has gets its own.
  const account = candidate ? { memberId: candidate.id } : { typed: input.username };
  // A name nobody has is hashed against too, so the answer's timing does not tell.
  const valid = await ctx.loginLimiter.guess(account, ip, () =>
    verifyPassword(candidate?.passwordHash, input.password),
  );
  if (!candidate || !valid) throw new AppError('bad_request', '用户名或密码错误');
  if (candidate.status !== MEMBER_ACTIVE) throw new AppError('forbidden', '账号已停用，请联系客服');
  const companyId = await findActingCompanyId(ctx.db, candidate.id, candidate.currentCompanyId);
  if (companyId === undefined) throw new AppError('forbidden', '账号尚未关联门店，请联系客服');
  return { memberId: candidate.id, companyId };
}

async function guestBase(ctx: AppContext): Promise<GuestBase> {
  return { show: 0, ...(await getPublicConfig(ctx.readDb)), login_url: ctx.config.loginUrl };
}

export async function getUserBase(session: SessionInfo | null, ctx: AppContext): Promise<UserBase> {
  const guest = await guestBase(ctx);
  if (!session) return guest;
  const [row, purchase] = await Promise.all([
    findMemberBaseRow(ctx.db, session.memberId, session.companyId),
    purchaseStanding(ctx, session.companyId),
  ]);
  if (!row) return guest;
  const member: MemberBase = {
    ...guest,
    show: 1,
    username: row.username,
    name: row.name,
    phone: row.phone,
    company: row.company,
    face: row.face,
    rank: row.rank,
    admin: {
      name: row.managerName ?? '',
      phone: row.managerPhone ?? '',
      is_default: bit(row.managerIsDefault ?? true),
    },
    address: `${row.province}${row.city}${row.district}${row.address}`,
    is_passed: bit(row.reviewStatus === REVIEW_APPROVED),
    points: row.points,
    cart: { count: row.cartCount },
    message_count: row.unreadMessages,
    wechat: row.wechat ?? '',
    is_show_youx: bit(row.isShowYoux),
    is_special: bit(row.isSpecial),
    is_can_chat: bit(row.isCanChat),
    is_agent: bit(row.role === 'agent'),
    token: session.csrfToken,
    is_AfterSale: bit(row.isAfterSale),
    ywy: row.salespersonCode ?? '',
    customer: row.customerType,
    ...(purchase ? { purchase } : {}),
  };
  return member;
}
