/**
 * Pages keep still while they load: the goods detail, the cart and the goods list, cold (a new
 * context each), as a guest and as the demo member, shift their layout by at most 0.1 (Web Vitals'
 * good). The footer used to jump by 0.4–0.5 when the detail or the cart arrived, and the list moved
 * as its facet rows came in.
 */
import type { GoodsListPage } from '@mall/shared/goods';
import { describe, expect, it } from 'vitest';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';
import { type LayoutShift, readLayoutShift } from './layout-shift.ts';

const BUDGET = 0.1;
const SETTLE_MS = 1500;

describe.skipIf(Boolean(skipReason))('layout shift while pages load', () => {
  const { context } = useBrowser();

  async function shiftOf(path: string, asMember: boolean): Promise<LayoutShift> {
    const ctx = context();
    if (asMember) {
      const login = await ctx.newPage();
      await loginAs(login, 'demo');
      await login.close();
    }
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path, { waitUntil: 'load' });
    return (await page.evaluate(readLayoutShift(SETTLE_MS))) as LayoutShift;
  }

  async function someGoodsId(): Promise<number> {
    const res = await fetch(`${baseUrl}/api/goods/list?page=1&page_size=1`);
    const id = ((await res.json()) as { data: GoodsListPage }).data.list[0]?.id;
    if (!id) throw new Error('the catalogue is empty');
    return id;
  }

  it('the goods detail, as a guest', async () => {
    const shift = await shiftOf(`/list/info/${await someGoodsId()}`, false);
    expect(shift.cls, shift.sources.join(', ')).toBeLessThanOrEqual(BUDGET);
  });

  it('the goods detail, as a member', async () => {
    const shift = await shiftOf(`/list/info/${await someGoodsId()}`, true);
    expect(shift.cls, shift.sources.join(', ')).toBeLessThanOrEqual(BUDGET);
  });

  it("the member's cart", async () => {
    const shift = await shiftOf('/cart', true);
    expect(shift.cls, shift.sources.join(', ')).toBeLessThanOrEqual(BUDGET);
  });

  it('the goods list with its facet rows', async () => {
    const shift = await shiftOf('/list', false);
    expect(shift.cls, shift.sources.join(', ')).toBeLessThanOrEqual(BUDGET);
  });
});
