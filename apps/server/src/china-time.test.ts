/**
 * The server's China days and document numbers come out the same whatever zone the process runs
 * in: a store deployed on a UTC host, or a developer's laptop in New York, still turns the day at
 * China's midnight.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { afterSaleNumber } from './modules/after-sale/after-sale-rules.ts';
import { chinaDay } from './modules/home/home-clock.ts';
import { invoiceNumber } from './modules/invoice/invoice-rules.ts';
import { addDays, chinaToday, expiryFlags } from './modules/licence/licence-rules.ts';
import { orderNumbers } from './modules/order/order-number.ts';
import { beijingMidnight } from './modules/order-read/order-read.schemas.ts';
import { addMonths, startOfDay } from './seed/random.ts';

afterAll(() => {
  vi.unstubAllEnvs();
});

// China's midnight opening 2026-01-01 is 16:00 UTC the day before, 11:00 in New York.
const NEW_YEAR = Date.UTC(2025, 11, 31, 16) / 1000;

describe.each(['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
  'with the process in %s',
  (zone) => {
    it('the process zone really is the one named', () => {
      vi.stubEnv('TZ', zone);
      const hour = new Date(NEW_YEAR * 1000).getHours();
      expect(hour).toBe(
        { 'America/New_York': 11, UTC: 16, 'Asia/Shanghai': 0, 'Pacific/Kiritimati': 6 }[zone],
      );
    });

    it("turns the home page's day at China's midnight", () => {
      vi.stubEnv('TZ', zone);
      expect(chinaDay(NEW_YEAR - 1)).toEqual({ date: '2025-12-31', nextChange: NEW_YEAR });
      expect(chinaDay(NEW_YEAR)).toEqual({ date: '2026-01-01', nextChange: NEW_YEAR + 86_400 });
      expect(chinaDay(NEW_YEAR + 86_399)).toEqual({ date: '2026-01-01', nextChange: NEW_YEAR + 86_400 });
    });

    it("bounds an order search's China days", () => {
      vi.stubEnv('TZ', zone);
      expect(beijingMidnight('2026-01-01').getTime()).toBe(NEW_YEAR * 1000);
      expect(beijingMidnight('2025-12-31', 1).getTime()).toBe(NEW_YEAR * 1000);
      expect(beijingMidnight('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    });

    it("dates licences by China's calendar", () => {
      vi.stubEnv('TZ', zone);
      expect(chinaToday(new Date((NEW_YEAR - 1) * 1000))).toBe('2025-12-31');
      expect(chinaToday(new Date(NEW_YEAR * 1000))).toBe('2026-01-01');
      const today = chinaToday(new Date(NEW_YEAR * 1000));
      expect(expiryFlags('2025-12-31', today)).toEqual({ daysLeft: -1, expiring: false, expired: true });
      expect(expiryFlags(addDays(today, 30), today)).toEqual({
        daysLeft: 30,
        expiring: true,
        expired: false,
      });
    });

    it('stamps order, invoice and after-sale numbers in China time', () => {
      vi.stubEnv('TZ', zone);
      const justAfter = new Date((NEW_YEAR + 5) * 1000 + 123);
      const numbers = orderNumbers(justAfter, 3);
      expect(numbers).toHaveLength(3);
      for (const n of numbers) expect(n).toMatch(/^DD20260101000005\d{4}$/);
      expect(invoiceNumber(42, justAfter)).toBe('20260101000000000042');
      expect(invoiceNumber(42, new Date((NEW_YEAR - 1) * 1000))).toBe('20251231000000000042');
      expect(afterSaleNumber(justAfter, 7)).toBe('SH20260101000005123007');
    });

    it("starts the seed's day at China's midnight", () => {
      vi.stubEnv('TZ', zone);
      expect(startOfDay(new Date((NEW_YEAR + 3 * 3600) * 1000)).getTime()).toBe(NEW_YEAR * 1000);
      expect(startOfDay(new Date((NEW_YEAR - 1) * 1000)).getTime()).toBe((NEW_YEAR - 86_400) * 1000);
    });
  },
);

describe("the seed's month arithmetic", () => {
  it('rolls a day past the month end into the next month, as the seed always has', () => {
    expect(addMonths('2027-05-31', -1)).toBe('2027-05-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-03-03');
    expect(addMonths('2026-03-15', -24)).toBe('2024-03-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-03-02');
    expect(addMonths('2024-02-29', -12)).toBe('2023-03-01');
  });
});
