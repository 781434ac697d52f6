/**
 * Fifty stores checking out the same offer at once, ten units in stock: exactly ten orders, the
 * rest refused by name, stock at zero, every ledger balanced. Runs on PGlite and, in CI, on
 * PostgreSQL (TEST_DATABASE_URL), where the transactions truly overlap.
 */
import type { OrderCreated } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { expectLedgersBalanced, insertTradingBuyers, recharge } from './order.fixtures.ts';

const BUYERS = 50;
const STOCK = 10;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 1000 });
});
afterAll(() => t.close());

describe('fifty buyers, ten units', () => {
  it('sells exactly the stock and refuses the rest with the out-of-stock message', async () => {
    const offer = await createOffer(t.handle, { name: '限量抢购片', basePrice: 1500, stock: 100 });
    const buyers = await insertTradingBuyers(t.handle, 'racer', BUYERS, DEMO_PASSWORD);
    const clients = await Promise.all(
      buyers.map(async (buyer, i) => {
        // Half pay from their balance, so the ledgers are written under contention too.
        if (i % 2 === 0) await recharge(t.handle, buyer.companyId, 100_000);
        const client = await t.loginAs(buyer.username);
        const added = await client.postForm('/api/cart', {
          params: [{ goods_id: offer.goodsId, goods_price_id: offer.offerId, number: 1 }],
        });
        expect(added.body.code).toBe(10000);
        const [line] = await t.handle.query<{ id: number }>(
          'SELECT id FROM cart_lines WHERE company_id = $1',
          [buyer.companyId],
        );
        const [address] = await t.handle.query<{ id: number }>(
          'SELECT id FROM addresses WHERE company_id = $1',
          [buyer.companyId],
        );
        return { client, line: line?.id ?? 0, address: address?.id ?? 0 };
      }),
    );
    await t.handle.query('UPDATE offers SET stock = $2 WHERE id = $1', [offer.offerId, STOCK]);

    const answers = await Promise.all(
      clients.map(({ client, line, address }, i) =>
        client.postForm<OrderCreated>('/api/order', {
          ids: [line],
          address_id: address,
          use_balance: i % 2 === 0 ? 1 : 0,
          idempotency_key: `race-${i}-${Date.now()}`,
        }),
      ),
    );
    const sold = answers.filter((r) => r.body.code === 10000);
    const refused = answers.filter((r) => r.body.code !== 10000);
    expect(sold).toHaveLength(STOCK);
    expect(refused).toHaveLength(BUYERS - STOCK);
    for (const r of refused) expect(r.body).toMatchObject({ code: 400, msg: '限量抢购片库存不足' });

    const [row] = await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [
      offer.offerId,
    ]);
    expect(row?.stock).toBe(0);
    const [lines] = await t.handle.query<{ n: number; units: number }>(
      'SELECT count(DISTINCT order_id)::int AS n, sum(quantity)::int AS units FROM order_lines WHERE offer_id = $1',
      [offer.offerId],
    );
    expect(lines).toEqual({ n: STOCK, units: STOCK });
    await expectLedgersBalanced(t.handle);
    // Refused buyers paid nothing and keep their cart line.
    const [left] = await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM cart_lines WHERE offer_id = $1',
      [offer.offerId],
    );
    expect(left?.n).toBe(BUYERS - STOCK);
    const [pays] = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM balance_ledger WHERE kind = 'order_pay'
       AND order_id IN (SELECT order_id FROM order_lines WHERE offer_id = $1)`,
      [offer.offerId],
    );
    const paidByBalance = sold.filter((r) => r.body.data.status === 1).length;
    expect(pays?.n).toBe(paidByBalance);
  }, 120_000);
});
