/** The only SQL of operator sessions. Tokens never reach the table, only their SHA-256. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { operatorSessions, operators } from '../db/schema.ts';

export interface OperatorSessionRow {
  operatorId: number;
  username: string;
  name: string;
  roles: string[];
  disabled: boolean;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

export async function findOperatorSession(
  ex: Executor,
  idHash: string,
): Promise<OperatorSessionRow | undefined> {
  const rows = await ex
    .select({
      operatorId: operatorSessions.operatorId,
      username: operators.username,
      name: operators.name,
      roles: operators.roles,
      disabled: operators.disabled,
      csrfToken: operatorSessions.csrfToken,
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.idHash, idHash))
    .limit(1);
  return rows[0];
}

export interface NewOperatorSession {
  idHash: string;
  operatorId: number;
  csrfToken: string;
  ip: string;
  userAgent: string;
  expiresAt: Date;
}

export async function insertOperatorSession(ex: Executor, session: NewOperatorSession): Promise<void> {
  await ex.insert(operatorSessions).values(session);
}

export async function deleteOperatorSession(ex: Executor, idHash: string): Promise<void> {
  await ex.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
}

/** Every session of one operator: on disabling it or resetting its password. */
export async function deleteOperatorSessions(ex: Executor, operatorId: number): Promise<void> {
  await ex.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function touchOperatorSession(ex: Executor, idHash: string, at: Date): Promise<void> {
  await ex.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.idHash, idHash));
}
