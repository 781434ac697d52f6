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
 * One more wrong entry; the `lockAfter`-th in a row locks the password for `lockMinutes` and
 * starts the count again. Returns the count after this entry (0 when it just locked).
 */
export async function recordPayPasswordFailure(
  ex: Executor,
  memberId: number,
  lockAfter: number,
  lockMinutes: number,
): Promise<number> {
  const rows = await rowsOf<{ failures: number }>(
    ex,
    sql`UPDATE pay_passwords SET
          locked_until = CASE WHEN failures + 1 >= ${lockAfter}
            THEN now() + make_interval(mins => ${lockMinutes}) ELSE locked_until END,
          failures = CASE WHEN failures + 1 >= ${lockAfter} THEN 0 ELSE failures + 1 END
        WHERE member_id = ${memberId} RETURNING failures`,
  );
  return rows[0]?.failures ?? 0;
}

export async function clearPayPasswordFailures(ex: Executor, memberId: number): Promise<void> {
  await ex.execute(sql`UPDATE pay_passwords SET failures = 0 WHERE member_id = ${memberId} AND failures > 0`);
}
