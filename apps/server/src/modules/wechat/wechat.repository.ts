/** The only SQL of the WeChat sandbox: QR tickets and the member's bound identity. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, wechatTickets } from '../../db/schema.ts';

export async function insertTicket(
  ex: Executor,
  values: { ticketHash: string; memberId: number; ttlSeconds: number },
): Promise<void> {
  await ex.insert(wechatTickets).values({
    ticketHash: values.ticketHash,
    memberId: values.memberId,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlSeconds})`,
  });
}

/** Marks a live, unconfirmed ticket of this member confirmed; false when there is none. */
export async function confirmTicket(ex: Executor, ticketHash: string, memberId: number): Promise<boolean> {
  const rows = await ex
    .update(wechatTickets)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(wechatTickets.ticketHash, ticketHash),
        eq(wechatTickets.memberId, memberId),
        isNull(wechatTickets.confirmedAt),
        gt(wechatTickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: wechatTickets.memberId });
  return rows.length > 0;
}

export async function findWechatNickname(ex: Executor, memberId: number): Promise<string | null | undefined> {
  const rows = await ex
    .select({ nickname: members.wechatNickname })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0]?.nickname;
}

/** Binds the identity; the nickname is the sandbox's 微信用户 plus the phone's last four digits. */
export async function bindWechat(
  ex: Executor,
  memberId: number,
  openid: string,
): Promise<string | undefined> {
  const rows = await ex
    .update(members)
    .set({
      wechatOpenid: openid,
      wechatNickname: sql`'微信用户' || right(${members.phone}, 4)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(members.id, memberId), isNull(members.wechatOpenid)))
    .returning({ nickname: members.wechatNickname });
  return rows[0]?.nickname ?? undefined;
}

/** Removes the member's own binding; false when it had none. */
export async function unbindWechat(ex: Executor, memberId: number): Promise<boolean> {
  const rows = await ex
    .update(members)
    .set({ wechatOpenid: null, wechatNickname: null, updatedAt: sql`now()` })
    .where(and(eq(members.id, memberId), sql`${members.wechatOpenid} IS NOT NULL`))
    .returning({ id: members.id });
  return rows.length > 0;
}
