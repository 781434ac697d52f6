/**
 * SPEC §8 code 459: a buyer who has not signed the purchase contract tries to add to the cart, reads
 * the message, lands on /dzht, signs, comes back and adds successfully. The fixture buyer is
 * licensed but unsigned, and no other journey uses it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../packages/shared/src/cart.ts';
import { CONTRACT_UNSIGNED_MESSAGE } from '../../server/src/modules/compliance/purchase-decision.ts';
import { openPage } from './browser.ts';
import { UNSIGNED_BUYER } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { headerBadge } from './shop.ts';

const MEMBER = UNSIGNED_BUYER;

/** The offers already in the member's cart, so the journey adds one that makes a new line. */
function cartOfferIds(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/cart/list?filters=99999&new=1', { credentials: 'same-origin' });
    const body = (await res.json()) as { data?: { data?: { goods_price_id: number }[] } };
    return (body.data?.data ?? []).map((line) => line.goods_price_id);
  });
}

describe.skipIf(Boolean(skipReason))('purchase contract gate', () => {
  const { context } = useBrowser();

  it('sends an unsigned buyer to sign the contract, then the add succeeds', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, MEMBER.username, MEMBER.password);
    await page.goto('/list/table');
    const rows = page
      .getByTestId('goods-table')
      .locator('tbody tr')
      .filter({ has: page.locator('[data-testid="add-to-cart"][data-state="ok"]') });
    await rows.first().waitFor();

    // Pick an offer that is not in the cart yet, so the badge must grow by one.
    const inCart = new Set(await cartOfferIds(page));
    let row = rows.first();
    for (let i = 0; i < (await rows.count()); i += 1) {
      const href = (await rows.nth(i).locator('a').first().getAttribute('href')) ?? '';
      const offerId = Number(new URL(href, 'http://x').searchParams.get('goods_price_id'));
      if (!inCart.has(offerId)) {
        row = rows.nth(i);
        break;
      }
    }
    const before = await headerBadge(page);

    await row.getByTestId('add-to-cart').click();
    const alert = page.getByRole('dialog').filter({ hasText: CONTRACT_UNSIGNED_MESSAGE });
    await alert.waitFor();
    await alert.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/dzht$/);

    const form = page.getByTestId('contract-form');
    await form.waitFor();
    await form.getByLabel('签署人姓名').fill('林晓峰');
    await form.getByText('我已阅读并同意以上合同条款').click();
    await form.getByRole('button', { name: /签\s*署/ }).click();
    await page.getByTestId('contract-signed').waitFor();

    await page.goBack();
    await page.waitForURL(/\/list\/table/);
    await row.getByTestId('add-to-cart').click();
    await page.getByText(CART_MESSAGES.added).first().waitFor();
    await expect.poll(() => headerBadge(page)).toBe(before + 1);
    // The refused call itself is logged by the browser as a failed resource; nothing else may be.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
