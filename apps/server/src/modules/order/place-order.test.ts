/**
 * place_order (migrations 0042, 0045) on its own: what one call writes for a priced order, the next
 * number when one is taken, and the refusals it answers with instead of raising (an offer short
 * of units, a balance short of the spend), after which the caller's rollback leaves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { balanceOf, type PlacedOrderOptions, placedOrder, recharge } from './order.fixtures.ts';
import { type PlacedOrder, type PlaceOutcome, placeOrderRows } from './order.repository.ts';

let t: TestApp;
let memberId: number;
type Made = Awaited<ReturnType<typeof createOffer>>;
let offer: Made;

beforeAll(async () => {
  t = await createTestApp();
  const [member] = await t.handle.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo'");
  memberId = member?.id ?? 0;
  offer = await createOffer(t.handle, { name: '一次写入片', basePrice: 1000, stock: 10 });
});
afterAll(() => t.close());

const order = (quantity: number, o: Omit<PlacedOrderOptions, 'quantity' | 'memberId' | 'offer'> = {}) =>
  placedOrder({ memberId, offer: { ...offer, name: '一次写入片' }, quantity, ...o });

const stock = async () =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offer.offerId]))[0]
    ?.stock;
const count = async (text: string, params: unknown[]) =>
  (await t.handle.query<{ n: number }>(text, params))[0]?.n;

class Refused extends Error {}

/** Places inside a transaction that is rolled back when the outcome is a refusal, as the service does. */
async function place(o: PlacedOrder): Promise<PlaceOutcome> {
  let outcome: PlaceOutcome | undefined;
  try {
    await t.handle.db.transaction(async (tx) => {
      outcome = await placeOrderRows(tx, o);
      if (!('head' in outcome)) throw new Refused();
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  if (!outcome) throw new Error('nothing placed');
  return outcome;
}

describe('place_order', () => {
  it('writes the order whole in one call: stock, head, lines, events, job, balance, cart lines', async () => {
    await recharge(t.handle, DEMO_COMPANY, 1_500);
    const before = await balanceOf(t.handle, DEMO_COMPANY);
    const [cart] = await t.handle.query<{ id: number }>(
      `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key) VALUES ($1, $2, 2, $3) RETURNING id`,
      [DEMO_COMPANY, offer.offerId, `o${offer.offerId}`],
    );
    const stockBefore = (await stock()) ?? 0;
    const outcome = await place(order(2, { balance: 1_500, cartLineIds: [cart?.id ?? 0] }));
    if (!('head' in outcome)) throw new Error(`refused: ${JSON.stringify(outcome)}`);
    const { head } = outcome;
    expect(head).toMatchObject({ status: 0, payable_amount: 500 });
    expect(await stock()).toBe(stockBefore - 2);
    const [row] = await t.handle.query<{ documents: string[]; remark: string; address: { city: string } }>(
      'SELECT documents, remark, address FROM orders WHERE id = $1',
      [head.id],
    );
    expect(row).toMatchObject({ documents: ['药检报告'], remark: '请尽快发货', address: { city: '广州市' } });
    expect(await count('SELECT count(*)::int AS n FROM order_lines WHERE order_id = $1', [head.id])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM order_events WHERE order_id = $1', [head.id])).toBe(1);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'order.auto_cancel' AND payload->>'order_id' = $1",
        [String(head.id)],
      ),
    ).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM cart_lines WHERE id = $1', [cart?.id])).toBe(0);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(before - 1_500);
    const [ledger] = await t.handle.query<{ note: string; amount: number }>(
      'SELECT note, amount FROM balance_ledger WHERE order_id = $1',
      [head.id],
    );
    expect(ledger).toEqual({ note: `订单${head.order_no}余额抵扣`, amount: -1_500 });
  });

  it('takes the next candidate number when the first is taken', async () => {
    const first = await place(order(1));
    if (!('head' in first)) throw new Error('refused');
    const outcome = await place(order(1, { numbers: [first.head.order_no, 'DD20261127000000PO02'] }));
    expect(outcome).toMatchObject({ head: { order_no: 'DD20261127000000PO02' } });
  });

  it('answers an offer short of units by its id, and the rollback returns what was taken before it', async () => {
    const scarce = await createOffer(t.handle, { name: '短缺片', basePrice: 1000, stock: 1 });
    const stockBefore = (await stock()) ?? 0;
    const orders = await count('SELECT count(*)::int AS n FROM orders', []);
    const o = order(1);
    // The plentiful offer has the lower id: its unit is taken before the scarce one is found short.
    expect(offer.offerId).toBeLessThan(scarce.offerId);
    const outcome = await place({
      ...o,
      take: [...o.take, { offer_id: scarce.offerId, quantity: 2 }],
    });
    expect(outcome).toEqual({ shortOfferId: scarce.offerId });
    expect(await stock()).toBe(stockBefore);
    expect(await count('SELECT stock AS n FROM offers WHERE id = $1', [scarce.offerId])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM orders', [])).toBe(orders);
  });

  it('answers a balance short of the spend, and the rollback leaves no order, stock or ledger row', async () => {
    const stockBefore = (await stock()) ?? 0;
    const balance = await balanceOf(t.handle, DEMO_COMPANY);
    const orders = await count('SELECT count(*)::int AS n FROM orders', []);
    const ledger = await count('SELECT count(*)::int AS n FROM balance_ledger', []);
    expect(await place(order(1, { balance: balance + 100 }))).toEqual({ balanceShort: true });
    expect(await stock()).toBe(stockBefore);
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(balance);
    expect(await count('SELECT count(*)::int AS n FROM orders', [])).toBe(orders);
    expect(await count('SELECT count(*)::int AS n FROM balance_ledger', [])).toBe(ledger);
  });
});
