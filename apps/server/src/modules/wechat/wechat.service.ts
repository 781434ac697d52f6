/**
 * WeChat binding through the built-in sandbox provider: the member asks for a QR ticket, the QR
 * page (/register/wechat?ticket=…) stands in for the phone's scan, and confirming it binds a
 * sandbox openid to that member. Tickets live 10 minutes, belong to the member who asked, and
 * are used once.
 */
import type { WechatBinding, WechatQr } from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { randomToken, sha256 } from '../../http/tokens.ts';
import {
  bindWechat,
  confirmTicket,
  findWechatNickname,
  insertTicket,
  unbindWechat,
} from './wechat.repository.ts';

const TICKET_TTL_SECONDS = 600;
const ALREADY_BOUND = '当前账号已绑定微信，请先解绑';

export async function createQr(ctx: AppContext, session: SessionInfo): Promise<WechatQr> {
  if (await findWechatNickname(ctx.db, session.memberId)) throw new AppError('conflict', ALREADY_BOUND);
  const ticket = randomToken(18);
  await insertTicket(ctx.db, {
    ticketHash: sha256(ticket),
    memberId: session.memberId,
    ttlSeconds: TICKET_TTL_SECONDS,
  });
  return {
    ticket,
    confirm_url: `/register/wechat?ticket=${encodeURIComponent(ticket)}`,
    expires_in: TICKET_TTL_SECONDS,
  };
}

export async function confirmQr(
  ctx: AppContext,
  session: SessionInfo,
  ticket: string,
): Promise<WechatBinding> {
  return ctx.db.transaction(async (tx) => {
    if (!(await confirmTicket(tx, sha256(ticket), session.memberId)))
      throw new AppError('not_found', '二维码已失效，请刷新后重新扫码');
    const nickname = await bindWechat(tx, session.memberId, `sandbox-${randomToken(16)}`);
    if (nickname === undefined) throw new AppError('conflict', ALREADY_BOUND);
    return { wechat: nickname };
  });
}

export async function unbind(ctx: AppContext, session: SessionInfo): Promise<void> {
  if (!(await unbindWechat(ctx.db, session.memberId)))
    throw new AppError('bad_request', '当前账号未绑定微信');
}
