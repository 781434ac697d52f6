import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  addCalendarDays,
  chinaClock,
  chinaCompactDate,
  chinaDate,
  chinaDateTime,
  chinaDayOf,
  chinaMidnight,
  chinaStamp,
  chinaToday,
  daysBetween,
  formatChinaTime,
  isCalendarDate,
} from './china-time';

// 2025-06-01 02:00:05 UTC is 10:00:05 on June 1 in China, 22:00:05 on May 31 in New York.
const JUNE_1_10AM = Date.UTC(2025, 5, 1, 2, 0, 5) / 1000;
// 2025-12-31 16:30 UTC is already 00:30 on New Year's Day in China.
const NEW_YEAR_0030 = Date.UTC(2025, 11, 31, 16, 30) / 1000;

afterAll(() => {
  vi.unstubAllEnvs();
});

// Node applies a changed TZ at once, so each block below runs the helper under that process zone.
describe.each(['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
  'in the zone %s',
  (zone) => {
    it('the process zone really is the one named', () => {
      vi.stubEnv('TZ', zone);
      const localHour = new Date(JUNE_1_10AM * 1000).getHours();
      expect(localHour).toBe(
        { 'America/New_York': 22, UTC: 2, 'Asia/Shanghai': 10, 'Pacific/Kiritimati': 16 }[zone],
      );
    });

    it('formats in China time', () => {
      vi.stubEnv('TZ', zone);
      expect(chinaDateTime(JUNE_1_10AM)).toBe('2025-06-01 10:00');
      expect(chinaDateTime(JUNE_1_10AM, true)).toBe('2025-06-01 10:00:05');
      expect(chinaDate(JUNE_1_10AM)).toBe('2025-06-01');
      expect(chinaDateTime(NEW_YEAR_0030)).toBe('2026-01-01 00:30');
      expect(formatChinaTime(NEW_YEAR_0030, 'MM-DD HH:mm')).toBe('01-01 00:30');
      expect(chinaClock(NEW_YEAR_0030)).toEqual({
        year: 2026,
        month: 1,
        day: 1,
        hour: 0,
        minute: 30,
        second: 0,
      });
    });

    it("takes the business day from China's calendar", () => {
      vi.stubEnv('TZ', zone);
      expect(chinaToday(NEW_YEAR_0030 * 1000)).toBe('2026-01-01');
      // 15:59:59 UTC is the last second of China's day.
      expect(chinaToday(Date.UTC(2025, 11, 31, 15, 59, 59))).toBe('2025-12-31');
    });

    it("finds China's midnights as Unix seconds", () => {
      vi.stubEnv('TZ', zone);
      const newYear = Date.UTC(2025, 11, 31, 16) / 1000;
      expect(chinaMidnight('2026-01-01')).toBe(newYear);
      expect(chinaMidnight('2025-12-31', 1)).toBe(newYear);
      expect(chinaMidnight('2026-01-01', -365)).toBe(newYear - 365 * 86_400);
      expect(chinaDayOf(NEW_YEAR_0030)).toEqual({
        date: '2026-01-01',
        start: newYear,
        end: newYear + 86_400,
      });
      expect(chinaDayOf(newYear - 1)).toEqual({ date: '2025-12-31', start: newYear - 86_400, end: newYear });
      expect(chinaDayOf(newYear).start).toBe(newYear);
    });

    it('writes the compact stamps of document numbers in China time', () => {
      vi.stubEnv('TZ', zone);
      expect(chinaCompactDate(NEW_YEAR_0030)).toBe('20260101');
      expect(chinaStamp(NEW_YEAR_0030)).toBe('20260101003000');
      expect(chinaStamp(JUNE_1_10AM)).toBe('20250601100005');
    });
  },
);

describe('calendar dates', () => {
  it('knows a real day from a malformed or impossible one', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate('0050-01-01')).toBe(true);
  });

  it('adds days across months and years', () => {
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addCalendarDays('bad', 1)).toBeNull();
  });

  it('has no midnight for a malformed day', () => {
    expect(chinaMidnight('2026-02-30')).toBeNull();
  });
});

describe('formatChinaTime', () => {
  it('reads no time as empty', () => {
    expect(formatChinaTime(null)).toBe('');
    expect(formatChinaTime(undefined)).toBe('');
    expect(formatChinaTime(0)).toBe('');
    expect(formatChinaTime(Number.NaN)).toBe('');
  });

  it('has midnight as 00, never 24', () => {
    expect(formatChinaTime(Date.UTC(2025, 5, 1, 16, 0) / 1000, 'HH:mm')).toBe('00:00');
  });
});

describe('daysBetween', () => {
  it('counts calendar days either way', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    // Across a daylight-saving change in zones that have one, still whole days.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('is null for a malformed date', () => {
    expect(daysBetween('2026/01/01', '2026-01-02')).toBeNull();
  });
});

describe('chinaClock', () => {
  it('reads a second again as the same moment, whatever the caller did to the first answer', () => {
    const first = chinaClock(JUNE_1_10AM);
    first.hour = 23;
    expect(chinaClock(JUNE_1_10AM)).toEqual({ year: 2025, month: 6, day: 1, hour: 10, minute: 0, second: 5 });
    expect(chinaClock(JUNE_1_10AM + 1).second).toBe(6);
  });
});
