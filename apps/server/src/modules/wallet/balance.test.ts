import { ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { balanceOf, expectLedgersBalanced } from '../order/order.fixtures.ts';
import { appendBalance } from './balance.service.ts';

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
});
