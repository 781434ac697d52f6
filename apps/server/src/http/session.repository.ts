/** The only SQL of sessions. Tokens never reach the table, only their SHA-256. */
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { companies, members, sessions } from '../db/schema.ts';

export interface SessionRow {
  memberId: number;
  companyId: number;
  csrfToken: string;
  lastSeenAt: Date;
  expiresAt: Date;
  memberStatus: number;
  /** the store's catalogue view, read with the session so a catalogue call needs no query of its own */
  storeReviewStatus: number;
  storeProvince: string;
  storeCustomerType: string;
}

/** The lookup every member's request makes, built once per database and prepared there by name. */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Database) {
  return db
    .select({
      memberId: sessions.memberId,
      companyId: sessions.companyId,
      csrfToken: sessions.csrfToken,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      memberStatus: members.status,
      storeReviewStatus: companies.reviewStatus,
      storeProvince: companies.province,
      storeCustomerType: companies.customerType,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_session');
}

export async function findSession(db: Database, idHash: string): Promise<SessionRow | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ idHash });
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
