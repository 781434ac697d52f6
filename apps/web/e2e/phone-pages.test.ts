/**
 * The rest of the store at phone width (390 × 844, a touch phone): the home page with its first screen
 * and floors, the activity zones, the member's account, self-service and order pages, the goods
 * lists, a goods' page, the search suggestions and the help centre never scroll sideways (the
 * document's scroll width stays within the window), squeeze no table's words to a character or two a
 * line, and squeeze no text anywhere (squeezedText: no name pushed to nothing, no price or label a
 * character a line, no number broken, no button off the right edge); and the home page's folded
 * category list opens and folds again by a tap on its title, a real button.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, loginAs, openHomeAsMember, skipReason, useBrowser } from './harness.ts';
import { documentOverflow, PHONE, phoneContext, squeezedCells, squeezedText } from './phone-layout.ts';

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
/** The help centre: its index, a category page, an article and the licences page with its cards. */
const HELP = ['/help', '/help/pay', '/help/xrzn/hyzc', '/help/fwbz/wzzz'];
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
   * What is wrong with the page on screen, `path` naming it: wider than the phone, a table squeezed to
   * a character or two a line, or text squeezed or pushed off anywhere.
   */
  const layoutFaults = async (page: Page, path: string): Promise<string[]> => {
    const faults: string[] = [];
    const { innerWidth, excess, culprits } = await documentOverflow(page, PHONE.width);
    if (excess > 0 || innerWidth !== PHONE.width) {
      faults.push(`${path} window ${innerWidth}px, +${excess}px: ${culprits.join('; ')}`);
    }
    const squeezed = await squeezedCells(page);
    if (squeezed.length > 0) faults.push(`${path} squeezed: ${squeezed.slice(0, 6).join('; ')}`);
    const text = await squeezedText(page, 6);
    if (text.length > 0) faults.push(`${path} text: ${text.join('; ')}`);
    return faults;
  };

  /** Visits each path and gathers the faults of every page, to report them all at once. */
  const widePages = async (page: Page, list: readonly string[]): Promise<string[]> => {
    const wide: string[] = [];
    for (const path of list) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByTestId('main-content').first().waitFor();
      wide.push(...(await layoutFaults(page, path)));
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
    expect(await squeezedText(page), 'home: text squeezed or off screen').toEqual([]);
    // The flash round's countdown sits under its title, whole, instead of cut off at the right edge.
    const countdown = page.getByTestId('home-flash-countdown');
    expect(await countdown.count(), 'the demo runs a flash round').toBe(1);
    // Scrolled to by the window alone: scrollIntoView would also scroll a clipping head sideways.
    const seen = await countdown.evaluate((el) => {
      window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2);
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.right - 2, r.top + r.height / 2);
      return { left: r.left, right: r.right, whole: hit !== null && el.contains(hit) };
    });
    expect(seen.left >= 0 && seen.right <= PHONE.width && seen.whole, JSON.stringify(seen)).toBe(true);
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

  it('keeps the account centre of a store under review readable, its 资质审核中 note inside the card', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo3');
    expect((await widePages(page, ['/user'])).join('\n')).toBe('');
    const note = await page.getByText('资质审核中，审核通过后可查看价格并采购').boundingBox();
    const card = await page.getByTestId('member-centre').locator('header').boundingBox();
    expect(note!.x + note!.width, 'the note ends inside the greeting card').toBeLessThanOrEqual(
      card!.x + card!.width,
    );
  });

  it('keeps the help centre readable: the menu above the article, the licence cards one a row', async () => {
    const page = await openPhone();
    expect((await widePages(page, HELP)).join('\n')).toBe('');
    // The article takes the phone's width, not what a menu beside it leaves.
    const article = await page
      .getByTestId('help-menu')
      .locator('xpath=following-sibling::*[1]')
      .boundingBox();
    expect(article!.width).toBeGreaterThanOrEqual(PHONE.width - 48);
    const images = await page
      .getByRole('main')
      .locator('figure img')
      .evaluateAll((imgs) => imgs.map((img) => Math.round(img.getBoundingClientRect().width)));
    expect(images.length).toBeGreaterThan(0);
    expect(Math.min(...images), 'licence images drawn').toBeGreaterThanOrEqual(160);
  });

  it('keeps the goods lists and a goods page readable: rows stacked, the total on one line', async () => {
    const page = await openPhone();
    // A guest's list: the total beside the sort bar keeps to one line.
    await page.goto('/list', { waitUntil: 'networkidle' });
    await page.getByTestId('goods-grid').waitFor();
    const faults = await layoutFaults(page, '/list (guest)');
    await loginAs(page, 'demo');
    // The rows without images stack on a phone: the name shown, 加入购物车 on screen.
    await page.goto('/list/no_image', { waitUntil: 'networkidle' });
    await page.getByTestId('goods-rows').locator('li').first().waitFor();
    faults.push(...(await layoutFaults(page, '/list/no_image')));
    // A goods' page: its activities and its specification table.
    const detail = await page.getByTestId('goods-rows').getByRole('link').first().getAttribute('href');
    expect(detail).toMatch(/^\/list\/info\/\d+/);
    await page.goto(detail!, { waitUntil: 'networkidle' });
    await page.getByTestId('goods-detail').waitFor();
    faults.push(...(await layoutFaults(page, detail!)));
    expect(faults.join('\n')).toBe('');
  });

  it('keeps the search suggestions readable: a long maker cut short, the drug name whole', async () => {
    const page = await openPhone();
    await loginAs(page, 'demo');
    await openHomeAsMember(page);
    const input = page.getByTestId('search-input').first();
    await input.click();
    await input.pressSequentially('amxl', { delay: 30 });
    const suggestions = page.getByTestId('search-suggest-item');
    await expect.poll(() => suggestions.count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await squeezedText(page), 'suggestions squeezed').toEqual([]);
    const names = await suggestions
      .locator('xpath=./span[1]')
      .evaluateAll((spans) =>
        spans
          .filter((span) => span.getBoundingClientRect().width < Math.min(span.scrollWidth, 84))
          .map((span) => `${span.textContent} ${Math.round(span.getBoundingClientRect().width)} px`),
      );
    expect(names, 'drug names cut below six characters').toEqual([]);
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
