/**
 * The console's 限时秒杀: 运营 edits a running round at /admin/marketing/flash while a buyer orders its
 * flash offer. Saving the form with the stock as shown never puts back the units taken meanwhile; a
 * stock typed over a stale one is refused (409) and the form starts again from the stock as it is now.
 *
 * The journey runs on a round of its own: saving the demo round would give every item the round's
 * window, and the demo's two items that open tomorrow (the store's 明日 round) would open now. The
 * round starts before the demo one, so the home strip keeps the demo round, and is ended afterwards.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminFlashRound } from '@mall/shared/admin-marketing';
import type { GoodsDetail, GoodsRead } from '@mall/shared/goods';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { OrderCreated } from '@mall/shared/order';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator, operatorCall, saveMarketing } from './admin.ts';
import { openPage } from './browser.ts';
import { TRADING_BUYERS } from './fixtures.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { call, emptyCart, firstQuantity, plainGoods, toLine } from './shop.ts';

const BUYER = TRADING_BUYERS.adminFlash;
const DAY = 86_400;

/**
 * A plain single-offer goods in the middle of the list (no activity, no flash offer yet) this
 * member may buy (its business scopes): tried in the cart, which is emptied again.
 */
const buyablePlainGoods = (page: Page) =>
  plainGoods(page, { from: 7, to: 3 }, async (g) => {
    if (parseYuan(g.base_price ?? '0') < 200 || g.number < firstQuantity(g) * 2) return false;
    const added = await call(page, 'POST', '/api/cart', { params: [toLine(g)] });
    await emptyCart(page);
    return added.code === 10000;
  });

/** The flash offer as the store reads it for this member. */
async function flashOffer(page: Page, goodsId: number, offerId: number): Promise<GoodsDetail> {
  const res = await call<GoodsDetail>(page, 'GET', `/api/goods/detail/${goodsId}?goods_price_id=${offerId}`);
  expect(res.code, res.msg).toBe(10000);
  expect(res.data.goods_price_id).toBe(offerId);
  return res.data;
}

/** The buyer puts `quantity` units of the offer in the cart and orders them (unpaid: the units are taken). */
async function buy(page: Page, offer: GoodsRead, quantity: number): Promise<void> {
  const added = await call(page, 'POST', '/api/cart', { params: [toLine(offer, quantity)] });
  expect(added.code, added.msg).toBe(10000);
  const cart = await call<{ data: { id: number }[] }>(page, 'GET', '/api/cart/list?filters=99999&new=1');
  const addresses = await call<{ id: number }[]>(page, 'GET', '/api/user/address');
  const ordered = await call<OrderCreated>(page, 'POST', '/api/order', {
    ids: cart.data.data.map((line) => line.id),
    address_id: addresses.data[0]?.id,
    use_balance: 0,
    idempotency_key: `e2e-flash-${Date.now()}`,
  });
  expect(ordered.code, ordered.msg).toBe(10000);
}

describe.skipIf(Boolean(skipReason))('operator console: flash sale rounds', () => {
  const { context } = useBrowser();

  it('运营 saving a flash round never puts back units buyers took while the form was open', async () => {
    const { page: buyer } = await openPage(context());
    await loginAs(buyer, BUYER.username, BUYER.password);
    await emptyCart(buyer);
    const goods = await buyablePlainGoods(buyer);
    const quantity = firstQuantity(goods);
    const flashPrice = formatFen(Math.floor((parseYuan(goods.base_price as string) * 0.8) / 10) * 10);
    const title = `运营秒杀${Date.now().toString(36)}`;
    const now = Math.floor(Date.now() / 1000);
    const terms = {
      title,
      sort: 0,
      // Running now, begun before the demo round (which keeps the home strip).
      starts_at: now - 3 * DAY,
      ends_at: now + DAY,
    };

    const { page, errors } = await openPage(context());
    await loginAsOperator(page, 'yunying', '/admin/marketing/flash');
    const created = await operatorCall<AdminFlashRound>(page, 'POST', '/api/admin/marketing/flash-rounds', {
      ...terms,
      is_enabled: true,
      items: [
        {
          offer_id: goods.goods_price_id,
          flash_price: flashPrice,
          member_limit: quantity * 4,
          stock: quantity * 20,
        },
      ],
    });
    expect(created.code, created.msg).toBe(10000);
    const round = created.data;
    expect(round.state).toBe('running');
    const item = round.items[0];
    if (!item) throw new Error('the new round has no item');
    const offerId = item.offer_id;
    try {
      // The operator finds the round in the table and opens its drawer.
      const table = page.getByTestId('flash-rounds-table');
      const row = table.locator('tbody tr', { hasText: title });
      const openRound = async (stock: number) => {
        await page.getByLabel('名称关键词').fill(title);
        await page.getByRole('button', { name: /查\s*询/ }).click();
        // The table shows the stock as it is, so the drawer opens on it.
        await row.getByText(`库存${stock}`).waitFor();
        await row.getByRole('button', { name: /编\s*辑/ }).click();
        const form = page.getByTestId('flash-rounds-form');
        await form.getByText(item.goods_name).waitFor();
        return form;
      };
      let form = await openRound(quantity * 20);
      const stockInput = form.getByLabel('秒杀库存');
      const shown = Number(await stockInput.inputValue());
      expect(shown).toBe(quantity * 20);

      // While the form is open the buyer orders the flash offer.
      const offer = await flashOffer(buyer, goods.id, offerId);
      expect(offer.type).toBe(1);
      expect(offer.number).toBe(shown);
      await buy(buyer, offer, quantity);

      // Saved with the stock untouched: the units the buyer took stay taken.
      await saveMarketing(page, '秒杀场次');
      expect((await flashOffer(buyer, goods.id, offerId)).number).toBe(shown - quantity);
      // Its notice goes before the next save's shows.
      await page.getByText('秒杀场次已保存').waitFor({ state: 'detached' });

      // Again: the form opens on the stock as it is now, the buyer orders meanwhile, and the
      // operator types a new stock over the one shown.
      form = await openRound(shown - quantity);
      const shownAgain = Number(await stockInput.inputValue());
      expect(shownAgain).toBe(shown - quantity);
      await buy(buyer, offer, quantity);
      const left = shownAgain - quantity;
      await stockInput.fill(String(shownAgain + 50));
      const refused = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/admin/marketing/'),
      );
      await page.getByTestId('marketing-save').click();
      expect((await refused).status()).toBe(409);
      await form
        .getByText(`「${item.goods_name}」的秒杀库存已变动，现为${left}，请按现有库存重新填写`)
        .waitFor();
      expect(Number(await stockInput.inputValue())).toBe(left);
      // The refusal wrote nothing.
      expect((await flashOffer(buyer, goods.id, offerId)).number).toBe(left);

      // From the stock as it is, the new stock is saved and the store sells it.
      await stockInput.fill(String(left + 50));
      await saveMarketing(page, '秒杀场次');
      expect((await flashOffer(buyer, goods.id, offerId)).number).toBe(left + 50);
      const listed = await operatorCall<Paged<AdminFlashRound>>(
        page,
        'GET',
        `/api/admin/marketing/flash-rounds?keyword=${encodeURIComponent(title)}`,
      );
      expect(listed.data.list[0]?.items[0]).toMatchObject({ offer_id: offerId, stock: left + 50 });
      // The refusal itself (409) is the browser's one logged failure.
      expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    } finally {
      await emptyCart(buyer);
      // The round ends: switched off, its window past and its flash offer emptied, so the goods
      // lists its ordinary offer again for the journeys after this one.
      const read = await operatorCall<Paged<AdminFlashRound>>(
        page,
        'GET',
        `/api/admin/marketing/flash-rounds?keyword=${encodeURIComponent(title)}`,
      );
      const stock = read.data.list[0]?.items[0]?.stock ?? 0;
      const ended = await operatorCall(page, 'POST', `/api/admin/marketing/flash-rounds/${round.id}`, {
        ...terms,
        starts_at: now - 3 * DAY,
        ends_at: now - 2 * DAY,
        is_enabled: false,
        items: [
          {
            offer_id: offerId,
            flash_price: flashPrice,
            member_limit: quantity * 4,
            stock: 0,
            stock_was: stock,
          },
        ],
      });
      expect(ended.code, ended.msg).toBe(10000);
    }
  });
});
