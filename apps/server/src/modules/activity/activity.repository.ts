/** Activity taps: the activity looked up, one row per tap, and the aggregate count. */
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, activityTaps } from '../../db/schema.ts';

export async function findEnabledActivity(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ enabled: activities.isEnabled })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return rows[0]?.enabled === true;
}

export async function insertTap(
  ex: Executor,
  tap: { activityId: number; companyId: number | null; memberId: number | null },
): Promise<void> {
  await ex.insert(activityTaps).values(tap);
}

export async function countTaps(ex: Executor, activityId: number): Promise<number> {
  const rows = await ex
    .select({ n: count() })
    .from(activityTaps)
    .where(eq(activityTaps.activityId, activityId));
  return Number(rows[0]?.n ?? 0);
}
