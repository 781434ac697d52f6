/** Activity entries (SPEC §7 Goods and activities). */

/** POST /api/activity/tap {id}: the tapped activity and how many taps it has had so far. */
export interface ActivityTapResult {
  id: number;
  taps: number;
}
