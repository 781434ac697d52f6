/** The home page's clock rules (pure, so they are easy to test): flash-round states and China days. */
import { SPIKE_ENDED, SPIKE_NOT_STARTED, SPIKE_RUNNING, type SpikeStatus } from '@mall/shared/home';

/** China has one time zone and no daylight saving: UTC+8 all year. */
const CHINA_OFFSET_SECONDS = 8 * 3600;
const DAY_SECONDS = 86_400;

/** A round's state at `now`; a start or end of 0 means the round has none (always started, never ends). */
export function spikeStatus(startTime: number, endTime: number, now: number): SpikeStatus {
  if (startTime > now) return SPIKE_NOT_STARTED;
  if (endTime !== 0 && endTime <= now) return SPIKE_ENDED;
  return SPIKE_RUNNING;
}

/** The China-time day (YYYY-MM-DD) holding the Unix second `now`, and the second the next one starts. */
export function chinaDay(now: number): { date: string; nextChange: number } {
  const dayIndex = Math.floor((now + CHINA_OFFSET_SECONDS) / DAY_SECONDS);
  return {
    date: new Date(dayIndex * DAY_SECONDS * 1000).toISOString().slice(0, 10),
    nextChange: (dayIndex + 1) * DAY_SECONDS - CHINA_OFFSET_SECONDS,
  };
}
