/**
 * Every page keeps still while it loads: each page of the route table (the URLs the route walk
 * opens) shifts its layout by at most 0.1 (Web Vitals' good), as a trading buyer who sees prices.
 * The shifts are summed by an observer installed before each navigation and read once the network
 * is idle and a moment has passed; a failure lists every page over the budget with its value and
 * the elements that moved most. The login page, which sends a member on, is measured as a guest.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { type LayoutShift, OBSERVE_LAYOUT_SHIFT, READ_OBSERVED_SHIFT } from './layout-shift.ts';
import { routeVisits } from './route-walk.ts';

const BUDGET = 0.1;
/** After the network is idle: late layout (fonts, images decoded, a timer) still counts. */
const SETTLE_MS = 500;
const BUYER = TRADING_BUYERS.layoutShift;

/** Opens `url` and returns the shift summed from its start until it has settled. */
async function shiftOf(page: Page, url: string): Promise<LayoutShift> {
  await page.goto(url, { waitUntil: 'load' });
  // A page that keeps polling never goes idle; it is measured after the wait all the same.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  return (await page.evaluate(READ_OBSERVED_SHIFT)) as LayoutShift;
}

function describeShift(url: string, shift: LayoutShift): string {
  return `${url}: CLS ${shift.cls.toFixed(3)}${shift.sources.length > 0 ? ` (${shift.sources.join(', ')})` : ''}`;
}

describe.skipIf(Boolean(skipReason))('layout shift on every page', () => {
  const { context } = useBrowser();

  it('keeps every page of the route table within 0.1, as a buyer who sees prices', async () => {
    const page = await context().newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, BUYER.username, BUYER.password);
    await page.addInitScript(OBSERVE_LAYOUT_SHIFT);
    const measured: { url: string; shift: LayoutShift }[] = [];
    for (const visit of routeVisits) {
      if (visit.pattern === '/login') continue; // sends a member on; measured as a guest below
      measured.push({ url: visit.url, shift: await shiftOf(page, visit.url) });
    }
    const worst = measured.toSorted((a, b) => b.shift.cls - a.shift.cls);
    console.log(
      `layout shift of ${measured.length} pages, the worst: ${worst
        .slice(0, 5)
        .map((m) => `${m.url} ${m.shift.cls.toFixed(3)}`)
        .join(', ')}`,
    );
    const over = worst.filter((m) => m.shift.cls > BUDGET).map((m) => describeShift(m.url, m.shift));
    expect(over).toEqual([]);
    // Over a hundred pages, each loaded until idle and a moment after.
  }, 360_000);

  it('keeps the login page within 0.1, as a guest', async () => {
    const page = await context().newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(OBSERVE_LAYOUT_SHIFT);
    const shift = await shiftOf(page, '/login');
    expect(shift.cls, describeShift('/login', shift)).toBeLessThanOrEqual(BUDGET);
  });
});
