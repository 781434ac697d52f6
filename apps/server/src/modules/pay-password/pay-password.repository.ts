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
 * Counts an entry as wrong before it is judged, while the password is not locked: the entry's
 * number in the row, or undefined while it is locked. The entry that takes the `lockAfter`-th
 * number locks it for `lockMinutes` at once, so parallel entries each take their own number, no
 * more than `lockAfter` are ever judged, and an entry interrupted before it is judged leaves an
 * ordinary lock. A lock that has run out starts the count again.
 */
export async function claimPayPasswordEntry(
  ex: Executor,
  memberId: number,
  lockAfter: number,
  lockMinutes: number,
): Promise<number | undefined> {
  const entry = sql`CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failures + 1 END`;
  const rows = await rowsOf<{ failures: number }>(
    ex,
    sql`UPDATE pay_passwords SET failures = ${entry},
          locked_until = CASE WHEN ${entry} >= ${lockAfter} THEN now() + make_interval(mins => ${lockMinutes}) END
        WHERE member_id = ${memberId} AND (locked_until IS NULL OR locked_until <= now())
        RETURNING failures`,
  );
  return rows[0]?.failures;
}

/** A right entry: the count starts again, and a lock its own entry set is lifted. */
export async function clearPayPasswordFailures(ex: Executor, memberId: number): Promise<void> {
  await ex.execute(
    sql`UPDATE pay_passwords SET failures = 0, locked_until = NULL
        WHERE member_id = ${memberId} AND (failures > 0 OR locked_until IS NOT NULL)`,
  );
}
