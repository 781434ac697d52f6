/**
 * The side cart panel (SPEC §2, §4) and adding to the cart from a list and the detail page, as a
 * trading buyer whose cart starts empty and is used by no other journey.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../packages/shared/src/cart.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { headerBadge } from './shop.ts';

const BUYER = TRADING_BUYERS.cartPanel;

const panelWidth = (page: Page) =>
  page.getByTestId('sidebar-cart-panel').evaluate((el) => (el as HTMLElement).style.width);

const toggle = (page: Page) => page.getByTestId('sidebar').locator('button[aria-expanded]');

/** Rows of the table view whose offer this buyer can add now. */
function buyableRows(page: Page): Locator {
  return page
    .getByTestId('goods-table')
    .locator('tbody tr')
    .filter({ has: page.locator('[data-testid="add-to-cart"][data-state="ok"]') });
}

describe.skipIf(Boolean(skipReason))('side cart panel', () => {
  const { context } = useBrowser();

  it('opens and closes, fills from a list and the detail page, deletes with confirmation', async () => {
    const { page, errors } = await openPage(context());
    // Wide enough that the open panel does not cover the table's buttons.
    await page.setViewportSize({ width: 1700, height: 900 });
    await loginAs(page, BUYER.username, BUYER.password);

    // Empty cart: the panel opens to 310 px with the empty text and closes on the second click.
    expect(await panelWidth(page)).toBe('40px');
    await toggle(page).click();
    await expect.poll(() => panelWidth(page)).toBe('310px');
    await page.getByTestId('cart-panel-empty').waitFor();
    expect(await page.getByTestId('cart-panel-empty').innerText()).toBe('购物车空空如也~');
    expect(await headerBadge(page)).toBe(0);
    await toggle(page).click();
    await expect.poll(() => panelWidth(page)).toBe('40px');

    // Add from the table view: the server's message, then the badge counts the line.
    await page.goto('/list/table');
    const rows = buyableRows(page);
    await rows.nth(1).waitFor();
    const firstName = (await rows.nth(0).locator('a').first().innerText()).trim();
    const secondName = (await rows.nth(1).locator('a').first().innerText()).trim();
    expect(secondName).not.toBe(firstName);
    // The add's answer carries the cart's line count: the badge takes it without asking for the base user.
    let baseCalls = 0;
    const countBase = (request: Request) => {
      if (new URL(request.url()).pathname === '/api/user/base') baseCalls += 1;
    };
    page.on('request', countBase);
    await rows.nth(0).getByTestId('add-to-cart').click();
    await page.getByText(CART_MESSAGES.added).first().waitFor();
    await expect.poll(() => headerBadge(page)).toBe(1);
    page.off('request', countBase);
    expect(baseCalls).toBe(0);

    // Open the panel: it lists the line with its price × number and the totals.
    await toggle(page).click();
    const lines = page.getByTestId('cart-panel-line');
    await expect.poll(() => lines.count()).toBe(1);
    const firstLine = await lines.first().innerText();
    expect(firstLine).toContain(firstName);
    expect(firstLine).toMatch(/¥\d+\.\d{2}\s*×\s*\d+/);
    expect(await page.getByTestId('cart-panel-count').innerText()).toBe('1');
    expect(await page.getByTestId('cart-panel-total').innerText()).toMatch(/^¥\d+\.\d{2}$/);

    // With the panel open, go to another goods (in the app, so the panel stays open) and add it there.
    await rows.nth(1).locator('a').first().click();
    await page.waitForURL(/\/list\/info\/\d+/);
    await page.getByTestId('goods-detail').waitFor();
    expect(await panelWidth(page)).toBe('310px');
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click();
    await page.getByText(CART_MESSAGES.added).first().waitFor();
    await expect.poll(() => lines.count()).toBe(2);
    expect(await page.getByTestId('cart-panel-lines').innerText()).toContain(secondName);
    await expect.poll(() => headerBadge(page)).toBe(2);

    // Delete: cancelling the confirmation keeps the line, confirming removes it.
    const target = lines.filter({ hasText: firstName });
    await target.getByRole('button', { name: '删除' }).click();
    let dialog = page.getByRole('dialog').filter({ hasText: '确定删除这件商品吗?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await lines.count()).toBe(2);

    await target.getByRole('button', { name: '删除' }).click();
    dialog = page.getByRole('dialog').filter({ hasText: '确定删除这件商品吗?' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().innerText()).toContain(secondName);
    await expect.poll(() => headerBadge(page)).toBe(1);

    // The cart page shows the cart itself: the panel is forced closed there.
    await page.getByTestId('cart-panel').getByRole('link', { name: '去购物车结算' }).click();
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => panelWidth(page)).toBe('40px');
    expect(errors).toEqual([]);
  });
});
