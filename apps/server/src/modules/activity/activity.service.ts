/**
 * Taps on activity entries. Anyone may tap (the entries show to guests too); a member's tap records
 * the member and its store. Each address may tap TAPS_PER_ADDRESS times a minute, counted before
 * anything is looked up.
 */
import type { ActivityTapResult } from '@mall/shared/activities';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CounterStore } from '../../http/rate-limit.ts';
import { countTaps, findEnabledActivity, insertTap } from './activity.repository.ts';

export const TAPS_PER_ADDRESS = 120;
const MINUTE_MS = 60_000;

export interface TapDeps {
  db: Executor;
  counters: CounterStore;
}

export interface Tapper {
  ip: string;
  member: { memberId: number; companyId: number } | null;
}

export async function tapActivity(
  deps: TapDeps,
  tapper: Tapper,
  activityId: number,
): Promise<ActivityTapResult> {
  const taps = await deps.counters.increment(`mall:activity-tap:ip:${tapper.ip}`, MINUTE_MS);
  if (taps > TAPS_PER_ADDRESS) throw new AppError('rate_limited', '操作过于频繁，请稍后再试');
  if (!(await findEnabledActivity(deps.db, activityId))) throw new AppError('not_found', '活动不存在');
  await insertTap(deps.db, {
    activityId,
    companyId: tapper.member?.companyId ?? null,
    memberId: tapper.member?.memberId ?? null,
  });
  return { id: activityId, taps: await countTaps(deps.db, activityId) };
}
