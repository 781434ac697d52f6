/**
 * The marketing kept outside the activities table tags its goods too (issue 15, decision 019): the
 * detail of a running group buy's offer reads 拼团, a trade-up's offer 换购 and a package
 * component's 套餐, each with its title on hover. Reads only: the journey changes no cart.
 */

import type { CombinationRead } from '@mall/shared/cart';
import type { Page as Paged } from '@mall/shared/codes';
import type { GroupBuyCard } from '@mall/shared/group-buy';
import type { TradeUpState } from '@mall/shared/trade-up';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

/** A read from the page, with the session cookie. */
async function get<T>(page: Page, url: string): Promise<T> {
  const body = await page.evaluate(
    async (u) => (await fetch(u, { headers: { Accept: 'application/json' } })).json(),
    url,
  );
  return (body as { data: T }).data;
}

/**
 * The detail page of this goods at this offer shows one tag `label`, titled one of `titles` (an
 * offer in several packages or groups is tagged by the first by sort).
 */
async function expectDetailTag(
  page: Page,
  goodsId: number,
  offerId: number,
  label: string,
  titles: string[],
) {
  await page.goto(`/list/info/${goodsId}?goods_price_id=${offerId}`);
  await page.getByTestId('goods-detail').waitFor();
  const tag = page.getByTestId('activity-tag').filter({ hasText: label });
  await tag.first().waitFor();
  expect(await tag.count()).toBe(1);
  expect(titles).toContain(await tag.first().getAttribute('title'));
}

describe.skipIf(Boolean(skipReason))('拼团, 换购 and 套餐 tags', () => {
  const { context } = useBrowser();

  it('tags the goods of a running group buy, a trade-up and a package on their detail pages', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, TRADING_BUYERS.deals.username, TRADING_BUYERS.deals.password);

    const groups = (await get<GroupBuyCard[]>(page, '/api/group_buy')).filter((g) => g.phase === 'running');
    const group = groups[0];
    if (!group) throw new Error('the demo data runs a group buy');
    const groupTitles = groups.filter((g) => g.goods.offer_id === group.goods.offer_id).map((g) => g.title);
    await expectDetailTag(page, group.goods.goods_id, group.goods.offer_id, '拼团', groupTitles);

    const tradeUps = (await get<TradeUpState>(page, '/api/combinationMzhg?scene=cart')).list;
    const tradeUp = tradeUps[0];
    if (!tradeUp) throw new Error('the demo data runs a trade-up');
    const offer = tradeUp.goods.goods_price_id;
    const tradeTitles = tradeUps.filter((x) => x.goods.goods_price_id === offer).map((x) => x.title);
    await expectDetailTag(page, tradeUp.goods.id, offer, '换购', tradeTitles);

    const packages = (await get<Paged<CombinationRead>>(page, '/api/combinationMzhg?scene=all&page=1')).list;
    const item = packages[0]?.items[0];
    if (!item) throw new Error('the demo data sells a package');
    const component = item.goods.goods_price_id;
    const packageTitles = packages
      .filter((p) => p.items.some((i) => i.goods.goods_price_id === component))
      .map((p) => p.title);
    await expectDetailTag(page, item.goods.id, component, '套餐', packageTitles);
    expect(errors).toEqual([]);
  });
});
