import { type DeliveryNote, DOCUMENT_MESSAGES } from '@mall/shared/documents';
import type { OrderCreated } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { clearCart, createActivity, createOffer, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { ship } from '../fulfilment/fulfilment.service.ts';
import { balancePaidOrder, newKey, putLine, storeAddress } from '../order/order.fixtures.ts';
import { deliveryNoteRows, type NoteLineRow } from './delivery-note.ts';

let t: TestApp;
let demo: TestClient;
type Made = Awaited<ReturnType<typeof createOffer>>;
let tablets: Made;
let masks: Made;

const HOLDER = '浙江华海药业股份有限公司';

beforeAll(async () => {
  t = await createTestApp();
  // 买十赠一 of the goods itself at ¥2.35, as in the note that merged 120 + 12 into 132 × ¥2.35.
  tablets = await createOffer(t.handle, { name: '随货甲片', basePrice: 235, stock: 1000 });
  await createActivity(t.handle, { kind: 'gift', goodsIds: [tablets.goodsId], gift: { buy: 10, give: 1 } });
  await t.handle.query(`UPDATE goods SET mah = $2, approval_number = '国药准字H20243001' WHERE id = $1`, [
    tablets.goodsId,
    HOLDER,
  ]);
  await t.handle.query(
    `UPDATE offers SET batch_number = 'HB2405', expiry_date = '2027-04-30' WHERE id = $1`,
    [tablets.offerId],
  );
  // A gift of another item: one pack of masks with every five.
  masks = await createOffer(t.handle, { name: '随货乙颗粒', basePrice: 1000, stock: 100 });
  await createActivity(t.handle, {
    kind: 'gift',
    goodsIds: [masks.goodsId],
    gift: { buy: 5, give: 1, type: 2, name: '医用外科口罩（10只装）' },
  });
  demo = await t.loginAs('demo');
});
afterAll(() => t.close());

/** demo orders 120 tablets and 5 granules, paid from the balance: 待发货. */
const paidOrder = () =>
  balancePaidOrder(t.handle, demo, [
    [tablets, 120],
    [masks, 5],
  ]);

describe('GET /api/order/{id}/delivery_note', () => {
  it('is refused until the order has shipped, then lists gifts as rows of their own at ¥0.00', async () => {
    const order = await paidOrder();
    const early = await demo.get(`/api/order/${order.id}/delivery_note`);
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(DOCUMENT_MESSAGES.notShipped);

    await ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }, 'tester');
    const res = await demo.get<DeliveryNote>(`/api/order/${order.id}/delivery_note`);
    expect(res.status).toBe(200);
    const note = res.body.data;
    expect(note).toMatchObject({
      order_no: order.order_no,
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
      total_number: 120 + 12 + 5 + 1,
      total_amount: '332.00',
      total_amount_words: '叁佰叁拾贰元整',
    });
    expect(note.buyer).not.toBe('');
    expect(note.shipped_at).toBeGreaterThan(0);
    // Lines keep the order's line order; a line's gift follows it.
    const rows = note.lines.map((l) => [l.name, l.is_gift, l.number, l.price, l.amount]);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['随货甲片', 0, 120, '2.35', '282.00'],
        ['随货甲片', 1, 12, '0.00', '0.00'],
        ['随货乙颗粒', 0, 5, '10.00', '50.00'],
        ['医用外科口罩（10只装）', 1, 1, '0.00', '0.00'],
      ]),
    );
    const at = note.lines.findIndex((l) => l.name === '随货甲片');
    const paid = note.lines[at];
    const gift = note.lines[at + 1];
    expect(note.lines[note.lines.findIndex((l) => l.name === '随货乙颗粒') + 1]?.name).toBe(
      '医用外科口罩（10只装）',
    );
    expect(paid).toMatchObject({
      mah: HOLDER,
      approval_number: '国药准字H20243001',
      batch_number: 'HB2405',
      expiry_date: '2027-04-30',
    });
    expect(gift).toMatchObject({ mah: HOLDER, batch_number: 'HB2405', order_line_id: paid?.order_line_id });
    for (const line of note.lines)
      expect(Math.round(Number(line.price) * 100) * line.number).toBe(Math.round(Number(line.amount) * 100));
  });

  it('keeps the holder as sold, whatever the goods says later', async () => {
    const order = await paidOrder();
    await ship(t.handle.db, order.order_no, { carrier: '顺丰速运', trackingNo: 'SF1234567891' }, 'tester');
    await t.handle.query(`UPDATE goods SET mah = '另一家持有人有限公司' WHERE id = $1`, [tablets.goodsId]);
    try {
      const note = (await demo.get<DeliveryNote>(`/api/order/${order.id}/delivery_note`)).body.data;
      expect(note.lines.find((l) => l.name === '随货甲片')?.mah).toBe(HOLDER);
    } finally {
      await t.handle.query('UPDATE goods SET mah = $2 WHERE id = $1', [tablets.goodsId, HOLDER]);
    }
  });

  it('is the owner’s only, and refuses unpaid and unknown orders', async () => {
    await clearCart(t.handle, DEMO_COMPANY);
    const line = await putLine(t.handle, demo, DEMO_COMPANY, tablets, 10);
    const unpaid = await demo.postForm<OrderCreated>('/api/order', {
      ids: [line],
      use_balance: 0,
      address_id: await storeAddress(t.handle, DEMO_COMPANY),
      idempotency_key: newKey(),
    });
    const refused = await demo.get(`/api/order/${unpaid.body.data.id}/delivery_note`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(DOCUMENT_MESSAGES.notShipped);

    const shipped = await paidOrder();
    await ship(t.handle.db, shipped.order_no, { carrier: '顺丰速运', trackingNo: 'SF1234567892' }, 'tester');
    const demo2 = await t.loginAs('demo2');
    expect((await demo2.get(`/api/order/${shipped.id}/delivery_note`)).status).toBe(404);
    expect((await t.client().get(`/api/order/${shipped.id}/delivery_note`)).status).toBe(401);
    expect((await demo.get('/api/order/99999999/delivery_note')).status).toBe(404);
  });
});

describe('deliveryNoteRows', () => {
  const line = (over: Partial<NoteLineRow>): NoteLineRow => ({
    id: 1,
    name: '复方丹参滴丸',
    generic_name: '复方丹参滴丸',
    spec: '27mg*180丸',
    dosage_form: '滴丸剂',
    manufacturer: '天士力医药集团股份有限公司',
    mah: '天士力医药集团股份有限公司',
    approval_number: '国药准字Z10950111',
    batch_number: 'T2405',
    expiry_date: '2027-05-31',
    unit: '盒',
    quantity: 1,
    unit_price: 0,
    amount: 0,
    gift_quantity: 0,
    gift_stock: 0,
    gift_name: '',
    cancelled_quantity: 0,
    ...over,
  });

  it('splits a package component whose shared amount does not divide, so every row is exact', () => {
    // 10.00 over 3 units: 2 × 3.33 + 1 × 3.34.
    const note = deliveryNoteRows([line({ quantity: 3, unit_price: 333, amount: 1000 })]);
    expect(note.lines.map((l) => [l.number, l.price, l.amount])).toEqual([
      [2, '3.33', '6.66'],
      [1, '3.34', '3.34'],
    ]);
    expect(note.total_amount).toBe('10.00');
    expect(note.total_amount_words).toBe('壹拾元整');
  });

  it('gives gifts of lines written before gift names were kept as the goods itself', () => {
    const note = deliveryNoteRows([
      line({ quantity: 20, unit_price: 500, amount: 10_000, gift_quantity: 2 }),
    ]);
    expect(note.lines.map((l) => [l.name, l.is_gift, l.number, l.amount])).toEqual([
      ['复方丹参滴丸', 0, 20, '100.00'],
      ['复方丹参滴丸', 1, 2, '0.00'],
    ]);
    expect(note.total_number).toBe(22);
  });
});
