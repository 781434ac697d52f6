/**
 * Self-service journeys (issue 7): feedback with a photo, a wanted variety from form to detail and
 * list, and quick re-purchase of demo's paid orders into the cart with the badge following.
 */
import type { CartState } from '@mall/shared/cart';
import type { Page as ListPage } from '@mall/shared/codes';
import type { FastBuyRow, WantedRead } from '@mall/shared/self-service';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call from the page, as the SPA makes it: session cookie plus the XSRF header. */
async function call<T>(page: Page, method: 'GET' | 'POST', url: string, body?: object): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
      const token = cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : '';
      const res = await fetch(url, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { method, url, body },
  ) as Promise<Envelope<T>>;
}

async function badge(page: Page): Promise<number> {
  const el = page.getByTestId('header-cart-badge');
  if ((await el.count()) === 0) return 0;
  return Number(await el.innerText());
}

const cartLines = async (page: Page) =>
  (await call<CartState>(page, 'GET', '/api/cart/list?filters=99999&new=1')).data.data;

describe.skipIf(Boolean(skipReason))('self-service', () => {
  const { context } = useBrowser();

  it('sends feedback with a photo and lists it above the answered history', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/zzfw/yjfk');
    const history = page.getByTestId('feedback-history');
    await history.waitFor();
    // demo's seeded feedback: answered ones show the reply.
    expect(await page.getByTestId('feedback-reply').count()).toBeGreaterThan(0);
    const before = await page.getByTestId('feedback-item').count();

    const form = page.getByTestId('feedback-form');
    await form.getByLabel('服务投诉').check();
    const content = `周末下单次日未发货，希望说明原因 ${Date.now()}`;
    await page.getByTestId('feedback-content').fill(content);
    await page.getByTestId('feedback-contact').fill('12345');
    await page.getByTestId('feedback-submit').click();
    await form.getByText('请输入正确的手机号').waitFor();
    await page.getByTestId('feedback-contact').fill('13800000001');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.ant-upload-list-item').first().waitFor();
    await page.getByTestId('feedback-submit').click();
    await page.getByText('提交成功，感谢您的反馈').first().waitFor();

    const first = page.getByTestId('feedback-item').first();
    await expect.poll(() => first.innerText()).toContain(content);
    expect(await first.innerText()).toContain('待回复');
    expect(await first.innerText()).toContain('服务投诉');
    const img = first.locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await page.getByTestId('feedback-item').count()).toBe(Math.min(before + 1, 5));
    expect(await page.getByTestId('feedback-content').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('keeps typed feedback through a session that ended in another tab: after logging in again it is there', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/zzfw/yjfk');
    const content = `写了很长的建议，中途在别的窗口退出了 ${Date.now()}`;
    await page.getByTestId('feedback-content').fill(content);
    const other = await context().newPage();
    await other.goto('/');
    await other.getByTestId('topbar-logout').click();
    await other.getByTestId('topbar-login').waitFor();

    await page.getByTestId('feedback-submit').click();
    await page.waitForURL(/\/login/);
    const login = page.getByTestId('login-form');
    await login.getByPlaceholder(/用户名|手机号/).fill('demo');
    await login.getByPlaceholder('密码').fill('demo123456');
    await login.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/\/zzfw\/yjfk$/);
    await expect.poll(() => page.getByTestId('feedback-content').inputValue()).toBe(content);
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('registers a wanted variety, opens its detail and finds it in the list beside the 已上架 ones', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    await page.goto('/zzfw/pzqg');
    const table = page.getByTestId('wanted-table');
    await table.waitFor();
    expect(await table.innerText()).toContain('已上架');
    expect(await table.getByTestId('wanted-goods-link').count()).toBeGreaterThan(0);

    await page.getByTestId('wanted-add').first().click();
    await page.waitForURL(/\/zzfw\/pzqg\/add$/);
    const form = page.getByTestId('wanted-form');
    const name = `小儿氨酚黄那敏颗粒${Date.now() % 100000}`;
    await form.getByLabel('商品名称').fill(name);
    await form.getByLabel('规格').fill('6g*10袋');
    await form.getByLabel('生产厂家').fill('修正药业集团股份有限公司');
    await form.getByLabel('求购数量').fill('25');
    await form.getByLabel('期望价格').fill('12.345');
    await page.getByTestId('wanted-submit').click();
    await form.getByText('期望价格请填写金额').waitFor();
    await form.getByLabel('期望价格').fill('12.5');
    await page.getByTestId('wanted-submit').click();

    await page.waitForURL(/\/zzfw\/pzqg\/info\?id=\d+$/);
    const detail = page.getByTestId('wanted-detail');
    await detail.waitFor();
    const text = await detail.innerText();
    for (const part of [name, '6g*10袋', '修正药业集团股份有限公司', '25', '¥12.50', '已登记'])
      expect(text).toContain(part);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    await page.getByRole('button', { name: '返回列表' }).first().click();
    await page.waitForURL(/\/zzfw\/pzqg$/);
    const firstRow = page.getByTestId('wanted-table').locator('tbody tr').first();
    await expect.poll(() => firstRow.innerText()).toContain(name);

    // 去采购 of a 已上架 request opens the goods it became.
    await page.getByTestId('wanted-goods-link').first().click();
    await page.waitForURL(/\/list\/info\/\d+/);
    expect(errors).toEqual([]);

    // Another member cannot open it.
    const other = await openPage(context());
    await context().clearCookies();
    await loginAs(other.page, 'demo2');
    await other.page.goto(`/zzfw/pzqg/info?id=${id}`);
    await other.page.getByTestId('wanted-missing').waitFor();
    const own = await call<ListPage<WantedRead>>(other.page, 'GET', '/api/user/buy?page_size=50');
    expect(own.data.list.map((w) => w.id)).not.toContain(id);
  });

  it('puts selected past purchases back in the cart at the chosen quantity and sorts by times bought', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo');
    const bought = await call<ListPage<FastBuyRow>>(page, 'GET', '/api/user/fast_buy?page_size=20');
    const inCart = new Set((await cartLines(page)).map((line) => line.goods_price_id));
    const target = bought.data.list.find(
      (row) =>
        row.invalid_reason === '' &&
        row.goods.base_price !== null &&
        !inCart.has(row.goods_price_id) &&
        row.rules.stock >= 2 * Math.max(row.rules.min, row.rules.step),
    );
    expect(target, 'demo has a paid purchase that can be bought again').toBeDefined();
    const row = target!;
    const step = Math.max(1, row.rules.step);
    const first = Math.ceil(Math.max(1, row.rules.min) / step) * step;
    const wanted = first + step;

    await page.goto('/zzfw/kjcg');
    const table = page.getByTestId('fast-buy-table');
    await table.waitFor();
    const startBadge = await badge(page);
    const tr = table.locator(`tr[data-row-key="${row.goods_price_id}"]`);
    await tr.waitFor();
    expect(await tr.innerText()).toContain(`¥${row.last_price}`);
    expect(await tr.innerText()).toContain(row.last_date);
    // Every row shows the goods' activity tags as the goods lists do.
    const tagged = bought.data.list.find((r) => (r.goods.activity_tags ?? []).length > 0);
    expect(tagged, 'demo bought goods under a running activity').toBeDefined();
    const taggedRow = table.locator(`tr[data-row-key="${tagged!.goods_price_id}"]`);
    await expect
      .poll(() =>
        taggedRow.getByTestId('activity-tag').evaluateAll((els) => els.map((e) => e.getAttribute('title'))),
      )
      .toEqual([
        ...new Map(tagged!.goods.activity_tags!.map((a) => [`${a.label}|${a.title}`, a.title])).values(),
      ]);
    await tr.getByTestId('quantity-stepper').locator('input').fill(String(wanted));
    await tr.getByTestId('quantity-stepper').locator('input').press('Enter');
    await tr.locator('input[type=checkbox]').check();
    await page.getByTestId('fast-buy-add').click();

    await expect.poll(() => badge(page)).toBe(startBadge + 1);
    const line = (await cartLines(page)).find((l) => l.goods_price_id === row.goods_price_id);
    expect(line?.number).toBe(wanted);
    expect(await tr.locator('input[type=checkbox]').isChecked()).toBe(false);

    await page.getByTestId('fast-buy-order').getByText('购买次数').click();
    await page.waitForURL(/order=times/);
    const sorted = await call<ListPage<FastBuyRow>>(
      page,
      'GET',
      '/api/user/fast_buy?order=times&page_size=20',
    );
    const topTimes = Math.max(...sorted.data.list.map((r) => r.times));
    const firstKey = await table.locator('tbody tr[data-row-key]').first().getAttribute('data-row-key');
    expect(sorted.data.list.find((r) => String(r.goods_price_id) === firstKey)?.times).toBe(topTimes);
    expect(errors).toEqual([]);

    // Leave demo's cart as it was for the other journeys.
    await call(page, 'POST', '/api/cart/batch_delete', { ids: [line!.id] });
  });
});
