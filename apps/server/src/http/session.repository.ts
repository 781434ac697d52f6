/** The only SQL of sessions. Tokens never reach the table, only their SHA-256. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, sessions } from '../db/schema.ts';

export interface SessionRow {
  memberId: number;
  companyId: number;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  memberStatus: number;
}

export async function findSession(ex: Executor, idHash: string): Promise<SessionRow | undefined> {
  const rows = await ex
    .select({
      memberId: sessions.memberId,
      companyId: sessions.companyId,
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      memberStatus: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return rows[0];
}

export interface NewSession {
  idHash: string;
  memberId: number;
  companyId: number;
  csrfToken: string;
  ip: string;
  userAgent: string;
  expiresAt: Date;
}

export async function insertSession(ex: Executor, session: NewSession): Promise<void> {
  await ex.insert(sessions).values(session);
}

export async function deleteSession(ex: Executor, idHash: string): Promise<void> {
  await ex.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function touchSession(ex: Executor, idHash: string, at: Date): Promise<void> {
  await ex.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}
