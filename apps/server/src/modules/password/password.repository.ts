/** The only SQL of password changes: whose password, the new hash, and the sessions that end with the old one. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, sessions } from '../../db/schema.ts';

export type MemberCredentials = Pick<
  typeof members.$inferSelect,
  'id' | 'username' | 'phone' | 'passwordHash'
>;

const credentials = {
  id: members.id,
  username: members.username,
  phone: members.phone,
  passwordHash: members.passwordHash,
};

export async function findCredentials(
  ex: Executor,
  memberId: number,
): Promise<MemberCredentials | undefined> {
  const rows = await ex.select(credentials).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0];
}

export async function findCredentialsByPhone(
  ex: Executor,
  phone: string,
): Promise<MemberCredentials | undefined> {
  const rows = await ex.select(credentials).from(members).where(eq(members.phone, phone)).limit(1);
  return rows[0];
}

export async function setPassword(ex: Executor, memberId: number, passwordHash: string): Promise<void> {
  await ex.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
}

/** Ends every session of the member. */
export async function deleteMemberSessions(ex: Executor, memberId: number): Promise<void> {
  await ex.delete(sessions).where(eq(sessions.memberId, memberId));
}
