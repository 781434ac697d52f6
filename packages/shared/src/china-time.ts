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

// The last moment read: one request reads the same second several times (its day, its stamps).
let last: { seconds: number; clock: ChinaClock } | undefined;

/** The China calendar and clock at `seconds` (10-digit Unix seconds). */
export function chinaClock(seconds: number): ChinaClock {
  if (last?.seconds === seconds) return { ...last.clock };
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
  last = { seconds, clock: { ...clock } };
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

/** Midnight UTC of a calendar day; overflowing days or months roll on (2026-01-32 is 02-01). */
function utcDay(year: number, month: number, day: number): Date {
  const d = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written.
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

const isoDay = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30, and no year 0000, which PostgreSQL's dates lack). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && m[1] !== '0000' && isoDay(utcDay(Number(m[1]), Number(m[2]), Number(m[3]))) === value;
}

/** The days a date input may name: a store's records and filters lie well inside them. */
export const DAY_RANGE = { first: '1900-01-01', last: '2999-12-31' } as const;

/**
 * A real calendar day inside DAY_RANGE: what every date input takes (0001-01-01 is a real day, but
 * its China midnight is no timestamp PostgreSQL reads).
 */
export const isInputDay = (value: string): boolean =>
  isCalendarDate(value) && value >= DAY_RANGE.first && value <= DAY_RANGE.last;

/** A YYYY-MM-DD plus whole calendar days (negative goes back); null if malformed. */
export function addCalendarDays(date: string, days: number): string | null {
  const m = DATE.exec(date);
  return m ? isoDay(utcDay(Number(m[1]), Number(m[2]), Number(m[3]) + days)) : null;
}

/** How far China's clock runs ahead of UTC at `seconds`, read from the zone database rather than assumed. */
function chinaOffsetSeconds(seconds: number): number {
  const c = chinaClock(seconds);
  const wall = utcDay(c.year, c.month, c.day).getTime() / 1000 + c.hour * 3600 + c.minute * 60 + c.second;
  return wall - Math.floor(seconds);
}

function midnightOf(year: number, month: number, day: number): number {
  const asIfUtc = utcDay(year, month, day).getTime() / 1000;
  // The offset read at the UTC-midnight guess may belong to the other side of a zone change; a
  // second read at the first answer settles it.
  const first = asIfUtc - chinaOffsetSeconds(asIfUtc);
  return asIfUtc - chinaOffsetSeconds(first);
}

/**
 * 00:00 in China on a YYYY-MM-DD, as Unix seconds; `plusDays` 1 gives the exclusive end of that
 * day. null if the date is malformed.
 */
export function chinaMidnight(date: string, plusDays = 0): number | null {
  if (!isCalendarDate(date)) return null;
  const m = DATE.exec(date) as RegExpExecArray;
  return midnightOf(Number(m[1]), Number(m[2]), Number(m[3]) + plusDays);
}

/** The China day holding `seconds`: its date, its first second and the first second of the next day. */
export interface ChinaDay {
  date: string;
  start: number;
  end: number;
}

export function chinaDayOf(seconds: number): ChinaDay {
  const c = chinaClock(seconds);
  return {
    date: `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`,
    start: midnightOf(c.year, c.month, c.day),
    end: midnightOf(c.year, c.month, c.day + 1),
  };
}

/** 「20250601」: the China date in 8 digits, as invoice numbers carry it. */
export const chinaCompactDate = (seconds: number): string => formatChinaTime(seconds, 'YYYYMMDD');

/** 「20250601100005」: China date and time in 14 digits, as order, payment and after-sale numbers carry it. */
export const chinaStamp = (seconds: number): string => formatChinaTime(seconds, 'YYYYMMDDHHmmss');
