/**
 * What the zone entries of running activities show beyond the activity itself (GET
 * /api/goods/activities); the goods count includes the goods of the categories it names.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf } from '../../db/sql-rows.ts';
import { goodsInActivity } from './activity-scope.repository.ts';

export interface ActivityEntryRow {
  id: number;
  slug: string | null;
  banner_image: string;
  tag: string;
  goods_count: number;
  /** the smallest rate of a 满折 tier from 0.01元 (every purchase reaches it), else null */
  unit_rate: number | null;
}

export function listActivityEntries(ex: Executor, activityIds: number[]): Promise<ActivityEntryRow[]> {
  if (activityIds.length === 0) return Promise.resolve([]);
  return rowsOf<ActivityEntryRow>(
    ex,
    sql`SELECT a.id, a.slug, a.banner_image, a.tag,
        (SELECT count(*)::int FROM goods cg WHERE ${goodsInActivity(sql`a.id`, 'cg')}) AS goods_count,
        (SELECT min(t.rate)::int FROM activity_tiers t
          WHERE t.activity_id = a.id AND a.kind = 'discount' AND t.rate IS NOT NULL AND t.amount <= 1) AS unit_rate
      FROM activities a WHERE a.id = ANY(${ids(activityIds)})`,
  );
}
