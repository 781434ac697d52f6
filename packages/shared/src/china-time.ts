/**
 * China time, the store's one clock for what people read. The business day, order times, sale
 * windows and expiry dates are China's (Asia/Shanghai), whatever zone the browser or the server
 * runs in, so a buyer travelling abroad and the warehouse read the same 10:00. Every time shown
 * to a person goes through here; instants (countdowns, comparisons) stay Unix seconds.
 */

export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** A moment on China's calendar and clock; month 1–12. */
export interface ChinaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter for the life of the page: building one per call costs far more than formatting.
let formatter: Intl.DateTimeFormat | undefined;

/** The China calendar and clock at `seconds` (10-digit Unix seconds). */
export function chinaClock(seconds: number): ChinaClock {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const clock: ChinaClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(seconds * 1000)) {
    if (part.type in clock) clock[part.type as keyof ChinaClock] = Number(part.value);
  }
  return clock;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * `seconds` in China time by a pattern of YYYY MM DD HH mm ss (the dayjs tokens), e.g.
 * 'YYYY-MM-DD HH:mm'. No time (null, undefined, 0 or not finite) reads ''.
 */
export function formatChinaTime(seconds: number | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  const c = chinaClock(seconds);
  const values: Record<string, string> = {
    YYYY: pad(c.year, 4),
    MM: pad(c.month),
    DD: pad(c.day),
    HH: pad(c.hour),
    mm: pad(c.minute),
    ss: pad(c.second),
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
}

/** 「2025-06-01」 in China. */
export const chinaDate = (seconds: number | null | undefined): string =>
  formatChinaTime(seconds, 'YYYY-MM-DD');

/** 「2025-06-01 10:00」, or with seconds 「2025-06-01 10:00:00」, in China. */
export const chinaDateTime = (seconds: number | null | undefined, withSeconds = false): string =>
  formatChinaTime(seconds, withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');

/** The store's business day (YYYY-MM-DD, China) at `nowMs`, by default now. */
export function chinaToday(nowMs: number = Date.now()): string {
  return formatChinaTime(Math.floor(nowMs / 1000), 'YYYY-MM-DD');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole calendar days from one YYYY-MM-DD to another (negative when `to` is earlier); null if either is malformed. */
export function daysBetween(from: string, to: string): number | null {
  const a = DATE.exec(from);
  const b = DATE.exec(to);
  if (!a || !b) return null;
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}
