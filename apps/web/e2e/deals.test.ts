/**
 * The marketing pages 每日特价 (/mrtj) and 限时秒杀 (/xsms): a trading store of its own sees the
 * day's deals with prices and the countdown to the next China-time day, adds one to its cart and
 * orders it, sees the flash rounds with their states and goods, and orders an offer of the running
 * round.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../packages/shared/src/cart.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { headerBadge, orderCartLineOf } from './shop.ts';

/** The offers in the store's cart now, as the cart list answers them. */
async function offersInCart(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/cart/list', { credentials: 'include' });
    return res.text();
  });
}

describe.skipIf(Boolean(skipReason))('daily deals and flash sale pages', () => {
  const { context } = useBrowser();

  it('shows the day’s deals with a countdown, adds one to the cart and lists the flash rounds', async () => {
    const { page, errors } = await openPage(context());
    await page.setViewportSize({ width: 1600, height: 900 });
    // Its own buyer: the journey places orders, which demo's must not gain.
    await loginAs(page, TRADING_BUYERS.deals.username, TRADING_BUYERS.deals.password);

    await page.goto('/mrtj');
    const cards = page.getByTestId('daily-deals').getByTestId('deal-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(10);
    expect(await cards.first().innerText()).toMatch(/¥\s*\d+\.\d{2}/);
    const countdown = page.getByTestId('daily-deals-countdown').getByRole('timer');
    const left = Number(await countdown.getAttribute('data-seconds'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(86_400);
    await expect.poll(async () => Number(await countdown.getAttribute('data-seconds'))).toBeLessThan(left);

    // A deal whose offer is not in the cart yet, so the badge grows by its line.
    const cart = await offersInCart(page);
    const offers = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-offer') ?? ''));
    const index = offers.findIndex((id) => !cart.includes(`"goods_price_id":${id},`));
    expect(index).toBeGreaterThanOrEqual(0);
    const before = await headerBadge(page);
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await card.getByTestId('add-to-cart').click();
    await page.getByText(CART_MESSAGES.added).first().waitFor();
    await expect.poll(() => headerBadge(page)).toBe(before + 1);
    // …and ordered.
    const offerId = Number(offers[index]);
    const orderId = await orderCartLineOf(page, offerId);
    expect(orderId).toBeGreaterThan(0);

    await page.goto('/xsms');
    const tabs = page.getByTestId('flash-round-tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBeGreaterThanOrEqual(2);
    const labels = await tabs.allInnerTexts();
    expect(labels.join(' ')).toContain('已开抢');
    expect(labels.join(' ')).toContain('即将开始');
    expect(labels.some((l) => l.includes('明日'))).toBe(true);
    const round = page.getByTestId('flash-round');
    expect(await round.getByTestId('flash-round-state').innerText()).toBe('已开抢');
    await round.getByTestId('flash-round-countdown').waitFor();
    const flashCard = round.getByTestId('flash-card').first();
    await flashCard.waitFor();
    expect(await flashCard.innerText()).toMatch(/已抢\d+%/);
    expect(await flashCard.getByTestId('deal-original-price').innerText()).toMatch(/¥\d+\.\d{2}/);

    // A running round's offer goes to the cart and on to an order at its flash price.
    const flashCards = round.getByTestId('flash-card');
    const ok = flashCards.filter({ has: page.locator('[data-testid="add-to-cart"][data-state="ok"]') });
    const flashAdded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/cart' && r.request().method() === 'POST',
    );
    await ok.first().getByTestId('add-to-cart').click();
    const flashAnswer = await flashAdded;
    expect(flashAnswer.status()).toBe(200);
    const flashOffer = Number(
      new URLSearchParams(flashAnswer.request().postData() ?? '').get('params[0][goods_price_id]'),
    );
    await orderCartLineOf(page, flashOffer);
    await page.goto('/xsms');
    await tabs.first().waitFor();

    // Tomorrow's round: about to start, with its own goods.
    await tabs.filter({ hasText: '明日' }).first().click();
    await expect.poll(() => round.getByTestId('flash-round-state').innerText()).toBe('即将开始');
    await round.getByTestId('flash-card').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('leads from the home flash strip’s 更多 to the flash page', async () => {
    const { page } = await openPage(context());
    await page.goto('/');
    const more = page.getByTestId('home-flash').getByRole('link', { name: '更多' });
    await more.click();
    await page.waitForURL(/\/xsms$/);
    await page.getByTestId('flash-round-tab').first().waitFor();
  });
});
