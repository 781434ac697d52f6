import { ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { balanceOf, expectLedgersBalanced } from '../order/order.fixtures.ts';
import { appendBalance } from './balance.service.ts';
import { currentBalance } from './money-log.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('appendBalance', () => {
  it('chains balance_after and refuses to go below zero, writing nothing', async () => {
    const start = await balanceOf(t.handle, DEMO_COMPANY);
    const after = await t.handle.db.transaction((tx) =>
      appendBalance(tx, DEMO_COMPANY, 500, 'adjust', null, '测试调整'),
    );
    expect(after).toBe(start + 500);
    const short = t.handle.db.transaction((tx) =>
      appendBalance(tx, DEMO_COMPANY, -(start + 501), 'order_pay', null, '超额扣款'),
    );
    await expect(short).rejects.toMatchObject({ kind: 'bad_request', message: ORDER_MESSAGES.balanceShort });
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(start + 500);
    await expectLedgersBalanced(t.handle);
  });

  it('writes nothing for a zero movement and lets the balance reach exactly zero', async () => {
    const rows = async () =>
      (
        await t.handle.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM balance_ledger WHERE company_id = $1',
          [DEMO_COMPANY],
        )
      )[0]?.n;
    const start = await balanceOf(t.handle, DEMO_COMPANY);
    const before = await rows();
    expect(
      await t.handle.db.transaction((tx) => appendBalance(tx, DEMO_COMPANY, 0, 'adjust', null, '零')),
    ).toBe(start);
    expect(await rows()).toBe(before);
    expect(
      await t.handle.db.transaction((tx) => appendBalance(tx, DEMO_COMPANY, -start, 'adjust', null, '清零')),
    ).toBe(0);
    expect(await currentBalance(t.handle.db, DEMO_COMPANY)).toBe(0);
    expect(await rows()).toBe((before ?? 0) + (start === 0 ? 0 : 1));
    await expectLedgersBalanced(t.handle);
  });

  it('reads 0 for a store without ledger rows and refuses a store that does not exist', async () => {
    const [store] = await t.handle.query<{ id: number }>(
      'SELECT c.id FROM companies c WHERE NOT EXISTS (SELECT 1 FROM balance_ledger l WHERE l.company_id = c.id) LIMIT 1',
    );
    expect(store).toBeDefined();
    expect(await currentBalance(t.handle.db, store?.id ?? 0)).toBe(0);
    const missing = t.handle.db.transaction((tx) =>
      appendBalance(tx, 999_999, 100, 'adjust', null, '无此门店'),
    );
    await expect(missing).rejects.toMatchObject({ kind: 'not_found' });
  });
});
