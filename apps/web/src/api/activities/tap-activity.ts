/**
 * POST /api/activity/tap {id}: records a click on an activity entry. The client never lets a later
 * tap cancel an earlier one (NON_CANCELLING_URLS), and a failed tap is not the buyer's concern.
 */
import type { ActivityTapResult } from '@mall/shared/activities';
import { api } from '@/api/client';

export function tapActivity(id: number): Promise<ActivityTapResult> {
  return api.post<ActivityTapResult>('/api/activity/tap', { id }, { silent: true }).then((r) => r.data);
}
