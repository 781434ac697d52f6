import type { SpikeRound } from '@mall/shared/home';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { closeLotteryPopup, loginAs, skipReason, useBrowser } from './harness.ts';

const isFloorCall = (request: Request) => /\/api\/index\/floor\/\d+$/.test(new URL(request.url()).pathname);

/** How long a poll may wait for a call to come back (the machine may be busy). */
const LOADING = { timeout: 10_000 };

/** Blocks below the first screen load as they come near the viewport: scroll to one first. */
async function scrollTo(page: Page, testId: string) {
  const block = page.getByTestId(testId).first();
  // Its top edge to the top of the viewport: a tall block (the floors' kept space) starts there.
  await block.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return block;
}

/** Every block of the home page has drawn what the seeded data gives it. */
async function expectEveryBlock(page: Page): Promise<void> {
  await page.getByTestId('home-banner').locator('img').first().waitFor();

  // Notices and news beside the member card, each opening its news page.
  const posts = page.getByTestId('home-posts');
  await posts.locator('a[href^="/news/info/"]').first().waitFor();
  expect(await posts.locator('a[href^="/news/info/"]').count()).toBe(5);
  expect(await posts.locator('a[href^="/news/info/"]').first().getAttribute('href')).toMatch(
    /^\/news\/info\/\d+\/2$/,
  );
  await posts.getByRole('tab', { name: '行业资讯' }).click();
  expect(await posts.locator('a[href^="/news/info/"]').first().getAttribute('href')).toMatch(
    /^\/news\/info\/\d+\/1$/,
  );

  // The flash strip: goods and a running countdown from the server's clock.
  const flash = page.getByTestId('home-flash');
  await flash.getByTestId('goods-card').first().waitFor();
  expect(await flash.getByTestId('home-flash-status').innerText()).toMatch(/即将开始|正在抢购/);
  const seconds = Number(await flash.getByTestId('home-flash-countdown').getAttribute('data-seconds'));
  expect(seconds).toBeGreaterThan(0);
  expect(await flash.getByRole('timer').innerText()).toMatch(/天\s*\d\d\s*时\s*\d\d\s*分\s*\d\d\s*秒/);

  await page.getByTestId('home-side-notices').locator('img').first().waitFor();
  await (await scrollTo(page, 'home-everyday')).getByTestId('goods-card').first().waitFor();
  for (const zone of ['xrtj', 'yx', 'zyzq']) {
    const tile = await scrollTo(page, `home-zone-${zone}`);
    await tile.getByTestId('mini-goods').first().waitFor();
    expect(await tile.locator('img').first().getAttribute('width')).toBe('390');
  }
  const zones = await scrollTo(page, 'home-kxzq');
  await zones.locator('a[href^="/kxzq/goods/"]').first().waitFor();
  const brands = await scrollTo(page, 'home-brands');
  await brands.locator('a[href^="/ppzq/info/"]').first().waitFor();
  expect(await brands.locator('a[href^="/ppzq/info/"]').first().getAttribute('href')).toMatch(
    /^\/ppzq\/info\/\d+$/,
  );
  await scrollTo(page, 'home-floors');
  await page.getByTestId('home-floor').first().getByTestId('goods-card').first().waitFor();
  expect(await page.getByTestId('home-floor').count()).toBeGreaterThan(1);
  await (await scrollTo(page, 'home-goods-grid')).getByTestId('goods-card').first().waitFor();
  expect(await page.getByTestId('home-goods-grid').getByTestId('goods-card').count()).toBe(10);
  expect(await page.locator('#lottery-root').count()).toBe(1);

  // Below the fold every image waits for the scroll and keeps its box (no layout shift).
  for (const id of ['home-everyday', 'home-brands', 'home-goods-grid']) {
    const images = page.getByTestId(id).locator('img');
    for (const image of await images.all()) {
      expect(await image.getAttribute('loading'), id).toBe('lazy');
      expect(Number(await image.getAttribute('width')), id).toBeGreaterThan(0);
      expect(Number(await image.getAttribute('height')), id).toBeGreaterThan(0);
    }
  }
}

describe.skipIf(Boolean(skipReason))('home page', () => {
  const { context } = useBrowser();

  it('renders every block from the seeded data for a guest, without a console error', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    await expectEveryBlock(page);
    // Guests see why prices are hidden, and the way in.
    expect(await page.getByTestId('home-flash').innerText()).toContain('登录后可见');
    await page.getByRole('link', { name: '登录' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('renders every block for the demo buyer, with prices and the company', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/');
    await closeLotteryPopup(page);
    await expectEveryBlock(page);
    expect(await page.getByTestId('home-flash').innerText()).toMatch(/¥\s?\d+\.\d{2}/);
    expect(await page.getByTestId('home-goods-grid').innerText()).toMatch(/¥\s?\d+\.\d{2}/);
    expect(await page.getByTestId('home-zone-xrtj').innerText()).toMatch(/¥\s?\d+\.\d{2}/);
    expect(await page.getByRole('complementary', { name: '会员信息' }).innerText()).toContain(
      '您好，欢迎回来',
    );
    expect(errors).toEqual([]);
  });

  it('loads the floors only as they scroll near, each with its goods, and not those still far below', async () => {
    const { page, errors } = await openPage(context());
    const floorCalls: string[] = [];
    page.on('request', (request) => {
      if (isFloorCall(request)) floorCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByTestId('home-flash').getByTestId('goods-card').first().waitFor();
    await page.getByTestId('home-goods-grid').getByTestId('goods-card').first().waitFor();
    // Far below the first screen nothing of the floors is fetched; their space is kept meanwhile.
    const floors = page.getByTestId('home-floor');
    expect(await floors.count()).toBe(0);
    expect(floorCalls).toEqual([]);
    expect((await page.getByTestId('home-floors').boundingBox())?.height).toBeGreaterThan(2000);

    await scrollTo(page, 'home-floors');
    await floors.first().waitFor();
    const firstId = await floors.first().getAttribute('data-floor-id');
    await expect.poll(() => floors.first().getAttribute('data-loaded'), LOADING).toBe('true');
    expect(floorCalls).toContain(`/api/index/floor/${firstId}`);
    expect(await floors.first().getByTestId('goods-card').count()).toBeGreaterThan(0);
    const lastId = await floors.last().getAttribute('data-floor-id');
    expect(floorCalls).not.toContain(`/api/index/floor/${lastId}`);
    expect(await floors.last().getAttribute('data-loaded')).toBe('false');
    // The waiting floor's skeleton has the loaded floor's size: nothing shifts when it loads.
    const loadedBox = await floors.first().boundingBox();
    const waitingBox = await floors.last().boundingBox();
    expect(waitingBox?.height).toBe(loadedBox?.height);

    await floors.last().scrollIntoViewIfNeeded();
    await expect.poll(() => floors.last().getAttribute('data-loaded'), LOADING).toBe('true');
    expect(floorCalls).toContain(`/api/index/floor/${lastId}`);
    expect((await floors.last().boundingBox())?.height).toBe(waitingBox?.height);
    expect(errors).toEqual([]);
  });

  it('appends a page of recommended goods on each 加载更多 until the last page', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    const grid = await scrollTo(page, 'home-goods-grid');
    const cards = grid.getByTestId('goods-card');
    const detailLinks = grid.locator('[data-testid="goods-card"] > a[href^="/list/info/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    const firstName = await detailLinks.first().getAttribute('title');

    const more = page.getByTestId('home-load-more');
    await more.click();
    await expect.poll(() => cards.count(), LOADING).toBe(20);
    // Appended, not replaced: the first card is still the first.
    expect(await detailLinks.first().getAttribute('title')).toBe(firstName);

    let clicks = 1;
    while ((await more.count()) > 0 && clicks < 20) {
      const shown = await cards.count();
      await more.click();
      clicks++;
      await expect.poll(() => cards.count(), LOADING).toBeGreaterThan(shown);
    }
    await page.getByTestId('home-recommended-end').waitFor();
    expect(await page.getByTestId('home-recommended-end').innerText()).toBe('没有更多了');
    const total = await cards.count();
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(100);
    const ids = await detailLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(ids).size).toBe(ids.length);
    expect(errors).toEqual([]);
  });

  it('keeps the top-right ad and the floating banner closed after a reload in the same session', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    const ad = page.getByRole('complementary', { name: '广告', exact: true });
    const float = page.getByRole('complementary', { name: '活动横幅' });
    await ad.locator('img').waitFor();
    await float.locator('img').waitFor();
    await ad.getByRole('button', { name: '关闭广告' }).click();
    await float.getByRole('button', { name: '关闭广告' }).click();
    expect(await ad.count()).toBe(0);
    expect(await float.count()).toBe(0);

    await page.reload();
    await page.getByTestId('home-banner').locator('img').first().waitFor();
    await page.getByTestId('home-flash').getByTestId('goods-card').first().waitFor();
    expect(await ad.count()).toBe(0);
    expect(await float.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('counts down from the server clock to a round’s start, fires at zero and reads the round again', async () => {
    const { page, errors } = await openPage(context());
    // A server clock far from the browser's: the countdown must follow the server's.
    const serverNow = 1_600_000_000;
    const startsAt = serverNow + 2;
    const answers: SpikeRound[] = [];
    await page.route('**/api/index/spike', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { code: number; msg: string; data: SpikeRound };
      const first = answers.length === 0;
      const data: SpikeRound = {
        ...body.data,
        id: body.data.id || 1,
        title: '测试场次',
        status: first ? 0 : 1,
        start_time: startsAt,
        end_time: startsAt + 3600,
        now: first ? serverNow : startsAt,
      };
      answers.push(data);
      await route.fulfill({ response: real, json: { ...body, data } });
    });
    await page.goto('/');
    const flash = page.getByTestId('home-flash');
    const countdown = flash.getByTestId('home-flash-countdown');
    await countdown.waitFor();
    expect(await flash.getByTestId('home-flash-status').innerText()).toContain('即将开始');
    expect(await flash.innerText()).toContain('距开始');
    expect(Number(await countdown.getAttribute('data-seconds'))).toBeLessThanOrEqual(2);

    // It ticks down to zero; the finish callback reads the round again, which has now started.
    await expect.poll(() => answers.length, LOADING).toBe(2);
    await expect
      .poll(() => flash.getByTestId('home-flash-status').innerText(), LOADING)
      .toContain('正在抢购');
    expect(await flash.innerText()).toContain('距结束');
    await expect
      .poll(async () => (await countdown.innerText()).replace(/\s/g, ''), LOADING)
      .toMatch(/^0天00时59分5\d秒$/);
    // One finish, one refetch: the running round's countdown does not fire again.
    await page.waitForTimeout(1500);
    expect(answers.length).toBe(2);
    expect(errors).toEqual([]);
  });
});
