/**
 * 94折福利 /welfare and the zone templates: the demo store sees the welfare goods at 9.4折 of their
 * price (floored to the fen), adds one to the cart and orders it with the discount; /yyh lists the
 * 专场 and one opens its goods; /zqmb and /hdmb show a template's banner and goods groups; a link to
 * an activity not yet started shows 活动未开始 with its start and a countdown; a bogus one lands on
 * /noActivity.
 */
import type { OrderDetail } from '@mall/shared/order';
import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan } from '../../../packages/shared/src/money.ts';
import { ACTIVITY_ID } from '../../server/src/seed/activities.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, orderCartLineOf } from './shop.ts';

describe.skipIf(Boolean(skipReason))('welfare zone and zone templates', () => {
  const { context } = useBrowser();

  it('shows the welfare goods at 9.4折, and a member orders one at that discount', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/welfare');
    await page.getByTestId('welfare-zone').waitFor();
    expect(await page.getByTestId('welfare-rate').innerText()).toContain('9.4折');
    expect(await page.getByTestId('zone-rules').innerText()).toContain('9.4折');
    const prices = page.getByTestId('welfare-price');
    await prices.first().waitFor();
    expect(await prices.count()).toBeGreaterThan(5);
    for (let i = 0; i < 3; i++) {
      const price = prices.nth(i);
      const regular = (await price.locator('del').innerText()).replace('¥', '');
      const expected = formatFen(Math.floor((parseYuan(regular) * 94) / 100));
      expect(await price.getAttribute('data-price')).toBe(expected);
      expect(await price.innerText()).toContain('9.4折');
    }

    // Some goods lie outside the demo store's business scope and are refused: try the next one.
    const buttons = page.getByTestId('zone-goods').locator('[data-testid="add-to-cart"][data-state="ok"]');
    let offerId = 0;
    for (let i = 0; i < 8 && offerId === 0; i++) {
      if (i > 0) await page.reload();
      const add = buttons.nth(i);
      await add.waitFor();
      await add.scrollIntoViewIfNeeded();
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
      );
      await add.click();
      const answer = await answered;
      if (answer.status() === 200) {
        offerId = Number(
          new URLSearchParams(answer.request().postData() ?? '').get('params[0][goods_price_id]'),
        );
      }
    }
    expect(offerId).toBeGreaterThan(0);
    const orderId = await orderCartLineOf(page, offerId);
    const order = (await call<OrderDetail>(page, 'GET', `/api/order/${orderId}`)).data;
    const line = order.lines.find((l) => l.goods_price_id === offerId);
    expect(line).toBeDefined();
    // The whole line at 9.4折, floored to the fen: its share of the activity is what 6% takes off.
    const amount = parseYuan(line?.amount ?? '0');
    expect(parseYuan(line?.activity_share ?? '0')).toBe(amount - Math.floor((amount * 94) / 100));
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  it('lists the 专场 and opens one with its goods', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/yyh');
    const cards = page.getByTestId('yyh-card');
    await cards.first().waitFor();
    expect(
      await page.locator('[data-testid="yyh-card"][data-state="running"]').count(),
    ).toBeGreaterThanOrEqual(2);
    const first = page.locator('[data-testid="yyh-card"][data-state="running"]').first();
    const title = (await first.innerText()).split('\n')[0] ?? '';
    await first.click();
    await page.waitForURL(/\/yyh\/list\?id=\d+$/);
    const view = page.getByTestId('zone-template');
    await view.waitFor();
    expect(await view.getAttribute('data-kind')).toBe('yyh');
    expect(await page.getByTestId('zone-hero').innerText()).toContain(title.trim());
    expect(await page.getByTestId('zone-group').count()).toBeGreaterThanOrEqual(2);
    // A guest sees the goods with the login hint instead of prices.
    expect(await page.getByTestId('zone-goods').first().innerText()).toContain('登录后可见');
    expect(errors).toEqual([]);
  });

  it('renders the 专区模板 and 活动模板 with their banner and groups', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    for (const kind of ['zqmb', 'hdmb']) {
      await page.goto(`/${kind}`);
      const view = page.getByTestId('zone-template');
      await view.waitFor();
      expect(await view.getAttribute('data-kind')).toBe(kind);
      const banner = page.getByTestId('zone-hero').locator('img');
      expect(await banner.getAttribute('src')).toMatch(/^\/media\/zone-template-.+\.svg$/);
      expect(await page.getByTestId('zone-group').count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByTestId('zone-goods').first().innerText()).toMatch(/¥\s*\d+\.\d{2}/);
      expect(await page.getByTestId('zone-window').innerText()).toMatch(
        /活动时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2} 至/,
      );
    }
    expect(errors).toEqual([]);
  });

  it('shows 活动未开始 with the start and a countdown for an activity not yet started', async () => {
    const { page, errors } = await openPage(context());
    await page.goto(`/activity/${ACTIVITY_ID.comingSoon}`);
    await page.waitForURL(new RegExp(`/loading/activity\\?url=${ACTIVITY_ID.comingSoon}$`));
    const box = page.getByTestId('activity-not-started');
    await box.waitFor();
    expect(await box.innerText()).toContain('活动未开始');
    expect(await box.innerText()).toContain('年终采购节');
    expect(await page.getByTestId('activity-starts-at').innerText()).toMatch(
      /开始时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    const countdown = page.getByTestId('activity-countdown');
    const left = Number(await countdown.getAttribute('data-seconds'));
    expect(left).toBeGreaterThan(86_400);
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeLessThan(left);

    // A 专场 not yet started, from its card, shows the same.
    await page.goto('/yyh');
    await page.locator('[data-testid="yyh-card"][data-state="scheduled"]').first().click();
    await page.waitForURL(/\/loading\/activity\?kind=yyh&id=\d+$/);
    await page.getByTestId('activity-not-started').waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a running activity link to its zone and a bogus one to /noActivity', async () => {
    const { page } = await openPage(context());
    await page.goto('/activity/welfare');
    await page.waitForURL(/\/welfare$/);
    await page.getByTestId('welfare-zone').waitFor();
    for (const bogus of [
      '/activity/99999',
      '/activity/zqmb/99999',
      '/loading/activity?id=x',
      '/zqmb?id=99999',
    ]) {
      await page.goto(bogus);
      await page.waitForURL(/\/noActivity$/);
    }
  });
});
