/**
 * Activity scope in the browser (decision 019): the demo's 华东-only 中药饮片 满减 shows on its zone's
 * goods for demo (浙江) as a 满减 tag whose hover title names the activity; demo2 (湖北) is not
 * reached, so its zone is not there for it and the goods carry no such tag.
 */
import type { GoodsListPage } from '@mall/shared/goods';
import type { ActivityEntry } from '@mall/shared/zone-templates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ID } from '../../server/src/seed/activities.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const TITLE = '华东门店专享 中药饮片满800减40';

/** A read from the page, with the session cookie. */
async function get<T>(page: Page, url: string): Promise<T> {
  const body = await page.evaluate(
    async (u) => (await fetch(u, { headers: { Accept: 'application/json' } })).json(),
    url,
  );
  return (body as { data: T }).data;
}

describe.skipIf(Boolean(skipReason))('activity scope', () => {
  const { context } = useBrowser();

  it('tags the goods of a scoped activity for a store inside it, with the title on hover', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    const entry = (await get<ActivityEntry[]>(page, '/api/goods/activities')).find((a) => a.title === TITLE);
    expect(entry?.id).toBe(ACTIVITY_ID.eastHerbal);
    await page.goto(`/yjh/${ACTIVITY_ID.eastHerbal}`);
    const tag = page.getByTestId('zone-goods').locator(`[data-testid="activity-tag"][title="${TITLE}"]`);
    await tag.first().waitFor();
    expect(await tag.first().innerText()).toBe('满减');
    expect(errors).toEqual([]);
  });

  it('shows a store outside the scope neither the activity nor its tag', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo2');
    const entries = await get<ActivityEntry[]>(page, '/api/goods/activities');
    expect(entries.map((a) => a.title)).not.toContain(TITLE);
    const zone = await get<GoodsListPage>(page, `/api/goods/list?activity_id=${ACTIVITY_ID.eastHerbal}`);
    expect(zone.total).toBe(0);
    await page.goto(`/yjh/${ACTIVITY_ID.eastHerbal}`);
    await page.waitForURL(/\/noActivity$/);
    expect(await page.locator(`[title="${TITLE}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
