/**
 * The rest of the store at phone width (390 × 844, a touch phone): the home page with its first screen
 * and floors, the activity zones, the member's account, self-service and order pages never scroll
 * sideways (the document's scroll width stays within the window) nor squeeze a table's words to a
 * character or two a line, and the home page's folded category list opens and folds
 * again by a tap on its title, a real button.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, loginAs, openHomeAsMember, skipReason, useBrowser } from './harness.ts';
import { documentOverflow, PHONE, phoneContext, squeezedCells } from './phone-layout.ts';

const ZONES = [
  '/mrtj',
  '/xsms',
  '/ptzq',
  '/zhzq',
  '/welfare',
  '/yjh',
  '/hb',
  '/yx',
  '/kxzq',
  '/qxzq',
  '/zyyp',
  '/lqzx',
  '/zhmz',
  '/ppzq',
];
const ACCOUNT = [
  '/user',
  '/zhzx/basic',
  '/zhzx/addr',
  '/zhzx/ddgl',
  '/zhzx/dy',
  '/zhzx/wdxx',
  '/zhzx/zfmm',
  '/zhzx/zzzj',
  '/zhzx/bdwx',
  '/wdxx',
  '/star',
  '/wdqb/yegl',
  '/wdqb/jfgl',
  '/wdqb/yhq',
  '/wdqb/xjq',
  '/jfsc',
  '/jfdd',
];
const SELF_SERVICE = [
  '/zzfw/kjcg',
  '/zzfw/ksxd',
  '/zzfw/cgdr',
  '/zzfw/pzqg',
  '/zzfw/dzfp',
  '/zzfw/yjfk',
  '/order',
];

describe.skipIf(Boolean(skipReason))('phone width (390 px): home, zones and account pages', () => {
  const { context } = useBrowser();
  let phone: BrowserContext | undefined;
  afterEach(async () => {
    await phone?.close();
  });

  const openPhone = async (): Promise<Page> => {
    const browser = context().browser();
    if (!browser) throw new Error('no browser');
    phone = await phoneContext(browser, baseUrl);
    return phone.newPage();
  };

  /**
   * Visits each path and gathers every page wider than the phone, or with a table squeezed to a
   * character or two a line, to report them all at once.
   */
  const widePages = async (page: Page, list: readonly string[]): Promise<string[]> => {
    const wide: string[] = [];
    for (const path of list) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByTestId('main-content').first().waitFor();
      const { innerWidth, excess, culprits } = await documentOverflow(page, PHONE.width);
      if (excess > 0 || innerWidth !== PHONE.width) {
        wide.push(`${path} window ${innerWidth}px, +${excess}px: ${culprits.join('; ')}`);
      }
      const squeezed = await squeezedCells(page);
      if (squeezed.length > 0) wide.push(`${path} squeezed: ${squeezed.slice(0, 6).join('; ')}`);
    }
    return wide;
  };

  it('lays out the home page, its first screen and floors within the phone', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo');
    await openHomeAsMember(page);
    // Scroll through the floors so every lazily drawn one is laid out too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
    });
    await page.waitForLoadState('networkidle');
    const { innerWidth, excess, culprits } = await documentOverflow(page, PHONE.width);
    expect(excess, `home wider than the phone by ${excess}px: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
    expect(innerWidth, `home window width: ${culprits.join('; ')}`).toBe(PHONE.width);
  });

  it('opens the home page category list by a tap on its title and folds it by another', async () => {
    const page = await openPhone();
    await openHomeAsMember(page);
    const menu = page.getByTestId('category-menu');
    const title = menu.getByRole('button', { name: '全部商品分类' });
    const list = menu.locator('ul');
    await expect.poll(() => list.locator('a').count()).toBeGreaterThan(0);
    expect(await list.isVisible()).toBe(false);
    expect(await title.getAttribute('aria-expanded')).toBe('false');
    await title.tap();
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await title.getAttribute('aria-expanded')).toBe('true');
    const box = await list.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await title.tap();
    await expect.poll(() => list.isVisible()).toBe(false);
    // Keyboard: Enter on the button opens it too.
    await title.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('keeps the activity zones within the phone', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo');
    expect((await widePages(page, ZONES)).join('\n')).toBe('');
  });

  it('keeps the account centre, messages, favourites, wallet and points pages within the phone', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo');
    expect((await widePages(page, ACCOUNT)).join('\n')).toBe('');
  });

  it('keeps the self-service and order pages within the phone, the quick order grid a card a line', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo');
    expect((await widePages(page, SELF_SERVICE)).join('\n')).toBe('');
    await page.goto('/zzfw/ksxd');
    const field = await page.getByTestId('quick-order-goods').first().boundingBox();
    expect(field!.width, 'the goods field has room to be typed in').toBeGreaterThanOrEqual(160);
    const quantity = await page.getByTestId('quick-order-quantity').first().boundingBox();
    expect(quantity!.x + quantity!.width).toBeLessThanOrEqual(PHONE.width);
  });
});
