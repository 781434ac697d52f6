/** Near-expiry arithmetic for the /jxqzc zone: whole months left until a YYYY-MM-DD expiry date. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: string | undefined): { year: number; month: number; day: number } | null {
  const m = date ? DATE_PATTERN.exec(date) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/**
 * Whole calendar months from `today` (YYYY-MM-DD, the store's China day) until `expiry` (the day
 * before it counts as the last day of a month: 2026-01-15 → 2026-03-14 is 1, → 2026-03-15 is 2).
 * 0 when expired or less than a month remains; null for a missing or malformed date.
 */
export function monthsUntil(expiry: string | undefined, today: string): number | null {
  const end = parse(expiry);
  const start = parse(today);
  if (!end || !start) return null;
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (end.day < start.day) months -= 1;
  return Math.max(0, months);
}

/** 「剩余 N 个月」, 「不足 1 个月」, or '' when the date is unknown. */
export function remainingText(expiry: string | undefined, today: string): string {
  const months = monthsUntil(expiry, today);
  if (months === null) return '';
  return months < 1 ? '不足 1 个月' : `剩余 ${months} 个月`;
}
