/** The only SQL of payment passwords: the member's hash, its wrong-entry count and lock. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface PayPasswordRow {
  hash: string;
  failures: number;
  /** Unix seconds while locked */
  locked_until: number | null;
  /** seconds left of the lock, 0 when not locked */
  locked_for: number;
}

export async function findPayPassword(ex: Executor, memberId: number): Promise<PayPasswordRow | undefined> {
  const rows = await rowsOf<PayPasswordRow>(
    ex,
    sql`SELECT hash, failures,
          CASE WHEN locked_until > now() THEN floor(extract(epoch FROM locked_until))::int END AS locked_until,
          greatest(0, ceil(extract(epoch FROM locked_until - now())))::int AS locked_for
        FROM pay_passwords WHERE member_id = ${memberId}`,
  );
  const row = rows[0];
  return row ? { ...row, locked_for: row.locked_until === null ? 0 : row.locked_for } : undefined;
}

/** A new password starts with no wrong entries and no lock. */
export async function savePayPassword(ex: Executor, memberId: number, hash: string): Promise<void> {
  await ex.execute(
    sql`INSERT INTO pay_passwords (member_id, hash) VALUES (${memberId}, ${hash})
        ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, failures = 0, locked_until = NULL,
          updated_at = now()`,
  );
}

/**
 * Counts an entry as wrong before it is judged, while the password is not locked and fewer than
 * `lockAfter` entries are counted: the entry's number in the row, or undefined when none is free
 * (locked, or that many entries being judged at once). Parallel entries each take their own
 * number, so no more than `lockAfter` are ever judged before the lock.
 */
export async function claimPayPasswordEntry(
  ex: Executor,
  memberId: number,
  lockAfter: number,
): Promise<number | undefined> {
  const rows = await rowsOf<{ failures: number }>(
    ex,
    sql`UPDATE pay_passwords SET failures = failures + 1
        WHERE member_id = ${memberId} AND failures < ${lockAfter}
          AND (locked_until IS NULL OR locked_until <= now())
        RETURNING failures`,
  );
  return rows[0]?.failures;
}

/** The wrong entry that used the last number locks the password for `lockMinutes`, the count from 0. */
export async function lockPayPassword(ex: Executor, memberId: number, lockMinutes: number): Promise<void> {
  await ex.execute(
    sql`UPDATE pay_passwords SET locked_until = now() + make_interval(mins => ${lockMinutes}), failures = 0
        WHERE member_id = ${memberId}`,
  );
}

export async function clearPayPasswordFailures(ex: Executor, memberId: number): Promise<void> {
  await ex.execute(sql`UPDATE pay_passwords SET failures = 0 WHERE member_id = ${memberId} AND failures > 0`);
}
