/**
 * A buyer whose browser runs in New York still reads the store's China time: order times and a flash
 * offer's sale window are the times the warehouse and the other buyers see.
 */
import type { GoodsDetail } from '@mall/shared/goods';
import type { OrderPage } from '@mall/shared/order';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser.ts';
import { baseUrl, loginAs, openHomeAsMember, skipReason } from './harness.ts';

/** China wall-clock text of Unix seconds, by arithmetic alone (UTC+8, no daylight saving). */
function chinaText(seconds: number, withSeconds: boolean): string {
  const iso = new Date((seconds + 8 * 3600) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, withSeconds ? 19 : 16)}`;
}

/** The same instant as the browser's own zone would print it, to make sure the two differ. */
function newYorkText(seconds: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(seconds * 1000);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

describe.skipIf(skipReason)('times in China time, whatever the browser zone', () => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser?.newContext({
      baseURL: baseUrl,
      locale: 'zh-CN',
      timezoneId: 'America/New_York',
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  it('the order list shows when each order was placed in China time', async () => {
    if (!context) throw new Error('no context');
    const { page, errors } = await openPage(context);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await loginAs(page, 'demo');
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/order');
    await page.goto('/order');
    const orders = ((await (await answer).json()) as { data: OrderPage }).data.list;
    expect(orders.length).toBeGreaterThan(0);
    const first = orders[0];
    if (!first) throw new Error('no order');
    const shown = await page.getByTestId('order-time').first().innerText();
    expect(shown).toBe(chinaText(first.created_at, true));
    expect(shown.slice(0, 16)).not.toBe(newYorkText(first.created_at));
    expect(errors).toEqual([]);
  });

  it("a flash offer's sale window reads in China time", async () => {
    if (!context) throw new Error('no context');
    const { page, errors } = await openPage(context);
    await loginAs(page, 'demo');
    await openHomeAsMember(page);
    const card = page.getByTestId('home-flash').getByTestId('goods-card').first();
    await card.waitFor();
    const answer = page.waitForResponse((res) =>
      new URL(res.url()).pathname.startsWith('/api/goods/detail/'),
    );
    await card.locator('a').first().click();
    const goods = ((await (await answer).json()) as { data: GoodsDetail }).data;
    const starts = goods.sale_starts_at;
    if (!starts) throw new Error('the flash offer has no sale start');
    const window = await page.getByTestId('goods-sale-window').innerText();
    expect(window).toContain(chinaText(starts, false));
    expect(window).not.toContain(newYorkText(starts));
    if (goods.sale_ends_at) expect(window).toContain(chinaText(goods.sale_ends_at, false));
    expect(errors).toEqual([]);
  });
});
