/** The only SQL of password changes: the new hash, and the sessions that must end with the old one. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';

/** The member with this phone gets the new hash; its id, or undefined when there is none. */
export async function setPasswordByPhone(
  ex: Executor,
  phone: string,
  passwordHash: string,
): Promise<number | undefined> {
  const rows = await ex
    .update(members)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(members.phone, phone))
    .returning({ id: members.id });
  return rows[0]?.id;
}

export async function setPassword(ex: Executor, memberId: number, passwordHash: string): Promise<void> {
  await ex.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

/** Ends the member's sessions, all of them or all but one. */
export async function deleteMemberSessions(
  ex: Executor,
  memberId: number,
  keepIdHash?: string,
): Promise<void> {
  await ex
    .delete(sessions)
    .where(
      keepIdHash === undefined
        ? eq(sessions.memberId, memberId)
        : and(eq(sessions.memberId, memberId), ne(sessions.idHash, keepIdHash)),
    );
}
