/**
 * A refund approved while the order is 待发货: its units never leave. They go back in stock, the
 * order cannot ship while a refund waits for review, the delivery note lists only what ships, and
 * an order refunded whole closes and gives back everything it took, its shipping too.
 */
import type { DeliveryNote } from '@mall/shared/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { ship } from '../fulfilment/fulfilment.service.ts';
import { balancePaidOrder, giveCoupon, giveVoucher } from '../order/order.fixtures.ts';
import { gatewayFor } from '../payment/gateway.ts';
import { applyFor, balanceOf } from './after-sale.fixtures.ts';
import { ALL_REFUNDED_REASON, approveAfterSale } from './after-sale-review.service.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let tablets: Made;
let granules: Made;

beforeAll(async () => {
  t = await createTestApp();
  // 买十赠一 of the goods itself: 120 paid tablets take 132 from stock.
  tablets = await createOffer(t.handle, { name: '未发甲片', basePrice: 235, stock: 1000 });
  await createActivity(t.handle, { kind: 'gift', goodsIds: [tablets.goodsId], gift: { buy: 10, give: 1 } });
  granules = await createOffer(t.handle, { name: '未发乙颗粒', basePrice: 1000, stock: 100 });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

const stockOf = async (offerId: number) =>
  (await t.handle.query<{ stock: number }>('SELECT stock FROM offers WHERE id = $1', [offerId]))[0]?.stock;
const orderOf = async (id: number) =>
  (
    await t.handle.query<{ status: number; refunded_amount: number; cancel_reason: string | null }>(
      'SELECT status::int AS status, refunded_amount, cancel_reason FROM orders WHERE id = $1',
      [id],
    )
  )[0];
/** The order's tablet line, then its granule line. */
const linesOf = async (orderId: number) => {
  const rows = await t.handle.query<{ id: number; offer_id: number; cancelled_quantity: number }>(
    'SELECT id, offer_id, cancelled_quantity FROM order_lines WHERE order_id = $1',
    [orderId],
  );
  return [tablets, granules].map((o) => rows.find((r) => r.offer_id === o.offerId));
};
const approve = (afterSaleNo: string) =>
  approveAfterSale(t.handle.db, gatewayFor(t.config.paySigningSecret), {
    afterSaleNo,
    operator: 'operator:test',
  });

/** 120 tablets (and 12 given) and 5 granules, paid from the balance: 待发货. */
const paidOrder = (choices: { coupon_id?: number; voucher_id?: number } = {}) =>
  balancePaidOrder(
    t.handle,
    demo,
    [
      [tablets, 120],
      [granules, 5],
    ],
    choices,
  );

describe('a refund before the order ships', () => {
  it('frees the units it kept back from a per-member limit', async () => {
    const limited = await createOffer(t.handle, { name: '限购未发片', basePrice: 500, stock: 100 });
    await t.handle.query('UPDATE offers SET member_limit = 10 WHERE id = $1', [limited.offerId]);
    const order = await balancePaidOrder(t.handle, demo, [[limited, 10]]);
    const add = (number: number) =>
      demo.postForm('/api/cart', {
        params: [{ goods_id: limited.goodsId, goods_price_id: limited.offerId, number }],
      });
    expect((await add(1)).body.code).not.toBe(10000);
    const [line] = await t.handle.query<{ id: number }>('SELECT id FROM order_lines WHERE order_id = $1', [
      order.id,
    ]);
    const applied = await applyFor(demo, order.id, 'refund_only', [
      { order_line_id: line?.id as number, number: 4 },
    ]);
    await approve(applied.after_sale_no);
    expect((await add(4)).body.code).toBe(10000);
  });

  it('holds shipping while it is reviewed, then keeps its units in stock and off the delivery note', async () => {
    const order = await paidOrder();
    const [tabletLine] = await linesOf(order.id);
    const before = await stockOf(tablets.offerId);
    const applied = await applyFor(demo, order.id, 'refund_only', [
      { order_line_id: tabletLine?.id as number, number: 20 },
    ]);
    await expect(
      ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: 'SF2000000001' }, 'tester'),
    ).rejects.toThrow('有待审核的退款申请');

    await approve(applied.after_sale_no);
    // The 20 paid units come back, and 2 of the 12 gifts: the 100 kept earn 10.
    expect(await stockOf(tablets.offerId)).toBe((before as number) + 22);
    expect((await linesOf(order.id)).map((l) => l?.cancelled_quantity)).toEqual([20, 0]);
    expect(await orderOf(order.id)).toMatchObject({ status: 1, refunded_amount: 20 * 235 });

    await ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: 'SF2000000002' }, 'tester');
    const note = (await demo.get<DeliveryNote>(`/api/order/${order.id}/delivery_note`)).body.data;
    const rows = note.lines.map((l) => [l.name, l.is_gift, l.number, l.amount]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['未发甲片', 0, 100, '235.00'],
        ['未发甲片', 1, 10, '0.00'],
        ['未发乙颗粒', 0, 5, '50.00'],
      ]),
    );
    expect(note.total_amount).toBe('285.00');
    expect(note.total_number).toBe(100 + 10 + 5);
  });

  it('closes an order refunded whole: all its stock back, gifts too, its coupon and voucher, and everything it took', async () => {
    const coupon = await giveCoupon(t.handle, DEMO_COMPANY, { threshold: 0, value: 300 });
    const voucher = await giveVoucher(t.handle, DEMO_COMPANY, { amount: 200 });
    const balance = await balanceOf(t.handle, DEMO_COMPANY);
    const order = await paidOrder({ coupon_id: coupon, voucher_id: voucher });
    const paid = balance + 100_000 - (await balanceOf(t.handle, DEMO_COMPANY));
    // Below the free-shipping threshold: the order paid its shipping as well as its goods.
    expect(paid).toBeGreaterThan(120 * 235 + 5 * 1000);
    const lines = await linesOf(order.id);
    const stocks = [await stockOf(tablets.offerId), await stockOf(granules.offerId)];
    // Two applications: the order closes with the one that leaves nothing to ship.
    const first = await applyFor(demo, order.id, 'refund_only', [
      { order_line_id: lines[0]?.id as number, number: 120 },
    ]);
    await approve(first.after_sale_no);
    expect((await orderOf(order.id))?.status).toBe(1);
    expect(await stockOf(tablets.offerId)).toBe((stocks[0] as number) + 132);
    const last = await applyFor(demo, order.id, 'refund_only', [
      { order_line_id: lines[1]?.id as number, number: 5 },
    ]);
    await approve(last.after_sale_no);

    expect(await stockOf(granules.offerId)).toBe((stocks[1] as number) + 5);
    expect(await orderOf(order.id)).toMatchObject({
      status: 4,
      refunded_amount: paid,
      cancel_reason: ALL_REFUNDED_REASON,
    });
    expect(await balanceOf(t.handle, DEMO_COMPANY)).toBe(balance + 100_000);
    const [held] = await t.handle.query<{ coupon: number; voucher: number }>(
      `SELECT (SELECT status FROM member_coupons WHERE id = $1)::int AS coupon,
         (SELECT status FROM cash_vouchers WHERE id = $2)::int AS voucher`,
      [coupon, voucher],
    );
    expect(held).toEqual({ coupon: 0, voucher: 0 });
    const view = await demo.get<{ refund_amount: string }>(`/api/after_sale/${last.id}`);
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    // The last refund is the rest of what the order took, its shipping included.
    expect(fen(view.body.data.refund_amount)).toBe(paid - fen(first.refund_amount));
    await expect(
      ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: 'SF2000000003' }, 'tester'),
    ).rejects.toThrow('不能发货');
  });
});
