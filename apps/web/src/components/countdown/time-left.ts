/**
 * The countdown of SPEC §4, as pure arithmetic: the time left to a deadline counted from a clock
 * reading (the server's `now` where a call gives one), split into days, hours, minutes and seconds.
 */

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole seconds left until `target`, both Unix seconds, when the clock read `clock` and `elapsedMs`
 * have passed since: the clock advances by one each full second, and nothing is left below zero.
 */
export function remainingSeconds(target: number, clock: number, elapsedMs: number): number {
  const passed = Math.floor(Math.max(0, elapsedMs) / 1000);
  return Math.max(0, Math.floor(target) - Math.floor(clock) - passed);
}

/** Whole seconds left until `target` (Unix seconds) by a clock in milliseconds, e.g. Date.now(). */
export function secondsLeft(target: number, nowMs: number): number {
  return remainingSeconds(target, Math.floor(nowMs / 1000), 0);
}

/** Milliseconds until the next whole second since the clock was read, so ticks stay on the second. */
export function msToNextTick(elapsedMs: number): number {
  const into = Math.max(0, elapsedMs) % 1000;
  return 1000 - into;
}

export function splitDuration(totalSeconds: number): DurationParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 「2天 03:04:05」 when a day or more is left, else 「03:04:05」: the flash strip's reading. */
export function formatDuration(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = splitDuration(totalSeconds);
  const clock = `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/**
 * mm:ss, with hours in front (not wrapped into days) when an hour or more is left: the compact
 * reading of the pay page, where a bank transfer may wait for days.
 */
export function formatClock(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}:${pad2(minutes)}:${pad2(rest)}`;
  return `${pad2(minutes)}:${pad2(rest)}`;
}
