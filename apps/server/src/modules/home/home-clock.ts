/** The home page's clock rules (pure, so they are easy to test): flash-round states and China days. */
import { chinaDayOf } from '@mall/shared/china-time';
import { SPIKE_ENDED, SPIKE_NOT_STARTED, SPIKE_RUNNING, type SpikeStatus } from '@mall/shared/home';

/** A round's state at `now`; a start or end of 0 means the round has none (always started, never ends). */
export function spikeStatus(startTime: number, endTime: number, now: number): SpikeStatus {
  if (startTime > now) return SPIKE_NOT_STARTED;
  if (endTime !== 0 && endTime <= now) return SPIKE_ENDED;
  return SPIKE_RUNNING;
}

/** The China-time day (YYYY-MM-DD) holding the Unix second `now`, and the second the next one starts. */
export function chinaDay(now: number): { date: string; nextChange: number } {
  const { date, end } = chinaDayOf(now);
  return { date, nextChange: end };
}
