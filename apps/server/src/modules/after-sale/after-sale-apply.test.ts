import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AFTER_SALE_REASON_MAX, type AfterSaleDetail, ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { IMAGE_TYPE_MESSAGE } from '../../http/uploads.ts';
import { EXE_BYTES, PNG_BYTES, postMultipart, type UploadPart } from '../licence/upload.fixtures.ts';
import { createOrder, type OrderSpec } from './after-sale.fixtures.ts';
import { insertAfterSale } from './after-sale.repository.ts';
import { IMAGE_COUNT_MESSAGE, IMAGE_SIZE_MESSAGE } from './after-sale-form.ts';

let t: TestApp;
let dataDir: string;
let alice: MemberFixture;
let aliceClient: TestClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-after-sale-test-'));
  t = await createTestApp({ dataDir });
  alice = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Line 1: 3 × 10.00 less 3.00 activity and 1.00 coupon = 26.00 paid; line 2: 2 × 5.00. */
const aliceOrder = (extra: Partial<OrderSpec> = {}) =>
  createOrder(t.handle, {
    companyId: alice.companyId,
    memberId: alice.memberId,
    lines: [
      { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100 },
      { quantity: 2, unitPrice: 500 },
    ],
    balanceAmount: 0,
    payMethod: 'online',
    ...extra,
  });

type Photo = { filename: string; bytes: Buffer; type?: string };
const png = (name = 'photo.png'): Photo => ({ filename: name, bytes: PNG_BYTES, type: 'image/png' });

function parts(kind: string, reason: string, lines: unknown, images: Photo[] = []): UploadPart[] {
  return [
    { name: 'kind', value: kind },
    { name: 'reason', value: reason },
    { name: 'lines', value: typeof lines === 'string' ? lines : JSON.stringify(lines) },
    ...images.map((image) => ({ name: 'images', value: image })),
  ];
}

const apply = (client: TestClient, orderId: number, p: UploadPart[]) =>
  postMultipart<AfterSaleDetail>(t, client, `/api/order/${orderId}/after_sale`, p);

const countAfterSales = async (orderId: number) =>
  (
    await t.handle.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM after_sales WHERE order_id = $1', [
      orderId,
    ])
  )[0]?.n;

describe('after-sale numbers', () => {
  it('passes over a number another application has and takes the next candidate', async () => {
    const o = await aliceOrder();
    const apply = (numbers: string[]) =>
      t.handle.db.transaction((tx) =>
        insertAfterSale(tx, {
          numbers,
          orderId: o.orderId,
          companyId: alice.companyId,
          kind: 'resend',
          reason: '发错货',
          images: [],
          refundAmount: 0,
          lines: [{ orderLineId: o.line(1), quantity: 1, amount: 0 }],
        }),
      );
    const numbers = ['SH20261129120000000001', 'SH20261129120000000002'];
    expect((await apply(numbers)).afterSaleNo).toBe(numbers[0]);
    expect((await apply(numbers)).afterSaleNo).toBe(numbers[1]);
    await expect(apply(numbers)).rejects.toThrow(/candidate/);
    const rows = await t.handle.query('SELECT 1 FROM after_sales WHERE order_id = $1', [o.orderId]);
    expect(rows).toHaveLength(2);
  });
});

describe('POST /api/order/{id}/after_sale', () => {
  it('records a return with photos, priced at what the units paid, and notes it on the order', async () => {
    const order = await aliceOrder();
    const res = await apply(
      aliceClient,
      order.orderId,
      parts(
        'return_refund',
        '包装破损',
        [{ order_line_id: order.lineIds[0], number: 2 }],
        [png(), png('b.png')],
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(ORDER_MESSAGES.afterSaleCreated);
    const detail = res.body.data;
    expect(detail.after_sale_no).toMatch(/^SH\d{20}$/);
    expect(detail).toMatchObject({
      kind: 'return_refund',
      kind_text: '退货退款',
      status: 0,
      status_text: '申请中',
      order_no: order.orderNo,
      reason: '包装破损',
      refund_to: null,
    });
    // floor(2600 × 2 / 3) = 1733
    expect(detail.refund_amount).toBe('17.33');
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ number: 2, amount: '17.33' });
    expect(detail.lines[0]?.order_line).toMatchObject({
      id: order.lineIds[0],
      number: 3,
      price: '10.00',
      refunded_number: 0,
    });
    expect(detail.images).toEqual([
      `/api/after_sale/${detail.id}/image/0`,
      `/api/after_sale/${detail.id}/image/1`,
    ]);
    const events = await t.handle.query<{ title: string; note: string }>(
      'SELECT title, note FROM order_events WHERE order_id = $1',
      [order.orderId],
    );
    expect(events).toEqual([{ title: '申请售后', note: `退货退款，售后单号 ${detail.after_sale_no}` }]);

    const image = await aliceClient.get(detail.images[0] ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-length': String(PNG_BYTES.length),
    });
    expect(image.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('refuses more units than remain, counting open applications, and gives the last units the remainder', async () => {
    const order = await aliceOrder();
    const line = order.lineIds[0];
    const first = await apply(
      aliceClient,
      order.orderId,
      parts('refund_only', '少发', [{ order_line_id: line, number: 2 }]),
    );
    expect(first.body.data.refund_amount).toBe('17.33');
    const tooMany = await apply(
      aliceClient,
      order.orderId,
      parts('refund_only', '少发', [{ order_line_id: line, number: 2 }]),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.msg).toBe(ORDER_MESSAGES.afterSaleTooMany);
    const last = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '质量问题', [{ order_line_id: line, number: 1 }]),
    );
    expect(last.status).toBe(200);
    // 2600 − 1733: the line's whole paid amount is asked for, not a fen more or less.
    expect(last.body.data.refund_amount).toBe('8.67');
    const none = await apply(
      aliceClient,
      order.orderId,
      parts('resend', '补发', [{ order_line_id: line, number: 1 }]),
    );
    expect(none.body.msg).toBe(ORDER_MESSAGES.afterSaleTooMany);
  });

  it('carries no money for resend, wrong/missing and documents', async () => {
    const order = await aliceOrder();
    for (const kind of ['resend', 'wrong_missing', 'documents']) {
      const res = await apply(
        aliceClient,
        order.orderId,
        parts(kind, '请处理', [{ order_line_id: order.lineIds[1], number: 1 }]),
      );
      if (kind === 'documents') {
        // both units are taken by the two open applications before it
        expect(res.body.msg).toBe(ORDER_MESSAGES.afterSaleTooMany);
      } else {
        expect(res.status).toBe(200);
        expect(res.body.data.refund_amount).toBe('0.00');
      }
    }
  });

  it('accepts a JSON body without photos', async () => {
    const order = await aliceOrder();
    const res = await aliceClient.post<AfterSaleDetail>(`/api/order/${order.orderId}/after_sale`, {
      kind: 'refund_only',
      reason: '不想要了',
      lines: [{ order_line_id: order.lineIds[1], number: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refund_amount).toBe('10.00');
    expect(res.body.data.images).toEqual([]);
  });

  it('takes the cash voucher off what the units paid, so the whole order can be returned for exactly what it paid', async () => {
    // 26.00 and 10.00 paid before a 9.00 voucher: it takes 6.50 and 2.50, the lines paid 19.50 and 7.50.
    const order = await aliceOrder({ voucherAmount: 900 });
    const refund = (lines: { order_line_id: number; number: number }[]) =>
      aliceClient.post<AfterSaleDetail>(`/api/order/${order.orderId}/after_sale`, {
        kind: 'refund_only',
        reason: '不想要了',
        lines,
      });
    const first = await refund([{ order_line_id: order.line(0), number: 2 }]);
    // floor(1950 × 2 / 3) = 1300
    expect(first.body.data.refund_amount).toBe('13.00');
    const rest = await refund([
      { order_line_id: order.line(0), number: 1 },
      { order_line_id: order.line(1), number: 2 },
    ]);
    expect(rest.status, rest.body.msg).toBe(200);
    expect(rest.body.data.refund_amount).toBe('14.00');
    // Every unit asked for: 27.00, what the order paid for its goods (36.00 less the voucher).
    expect(order.total).toBe(2700);
  });

  it('refuses orders that are unpaid, cancelled, or completed more than 15 days ago', async () => {
    for (const spec of [
      { status: 0 as const },
      { status: 4 as const },
      { status: 3 as const, completedDaysAgo: 16 },
    ]) {
      const order = await aliceOrder(spec);
      const res = await apply(
        aliceClient,
        order.orderId,
        parts('refund_only', '原因', [{ order_line_id: order.lineIds[0], number: 1 }]),
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(ORDER_MESSAGES.afterSaleNotAllowed);
      expect(await countAfterSales(order.orderId)).toBe(0);
    }
    for (const spec of [{ status: 2 as const }, { status: 3 as const, completedDaysAgo: 14 }]) {
      const order = await aliceOrder(spec);
      const res = await apply(
        aliceClient,
        order.orderId,
        parts('refund_only', '原因', [{ order_line_id: order.lineIds[0], number: 1 }]),
      );
      expect(res.status).toBe(200);
    }
  });

  it('answers bad inputs with 422 and changes nothing', async () => {
    const order = await aliceOrder();
    const line = order.lineIds[0];
    const cases: [UploadPart[], string][] = [
      [parts('exchange', '原因', [{ order_line_id: line, number: 1 }]), 'kind'],
      [
        parts('refund_only', 'x'.repeat(AFTER_SALE_REASON_MAX + 1), [{ order_line_id: line, number: 1 }]),
        'reason',
      ],
      [parts('refund_only', '   ', [{ order_line_id: line, number: 1 }]), 'reason'],
      [parts('refund_only', '原因', 'not json'), 'lines'],
      [parts('refund_only', '原因', []), 'lines'],
      [parts('refund_only', '原因', [{ order_line_id: line, number: 0 }]), 'lines.0.number'],
      [
        parts('refund_only', '原因', [
          { order_line_id: line, number: 1 },
          { order_line_id: line, number: 1 },
        ]),
        'lines',
      ],
      [parts('refund_only', '原因', [{ order_line_id: 999_999, number: 1 }]), 'lines'],
    ];
    for (const [body, field] of cases) {
      const res = await apply(aliceClient, order.orderId, body);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect(await countAfterSales(order.orderId)).toBe(0);
  });

  it('refuses an executable dressed as a photo, and too many photos', async () => {
    const order = await aliceOrder();
    const line = order.lineIds[0];
    const disguised = { filename: 'photo.png', bytes: EXE_BYTES, type: 'image/png' };
    const exe = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '破损', [{ order_line_id: line, number: 1 }], [png(), disguised]),
    );
    expect(exe.status).toBe(422);
    expect(exe.body.errors?.images).toEqual([IMAGE_TYPE_MESSAGE]);
    const seven = Array.from({ length: 7 }, (_, i) => png(`${i}.png`));
    const many = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '破损', [{ order_line_id: line, number: 1 }], seven),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors?.images).toEqual([IMAGE_COUNT_MESSAGE]);
    const huge = { filename: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) };
    const tooLarge = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '破损', [{ order_line_id: line, number: 1 }], [huge]),
    );
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors?.images).toEqual([IMAGE_SIZE_MESSAGE]);
    expect(await countAfterSales(order.orderId)).toBe(0);
    // A photo of several megabytes is fine (the JSON body limit does not apply to uploads).
    const large = { filename: 'large.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(3 * 1024 * 1024)]) };
    const ok = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '破损', [{ order_line_id: line, number: 1 }], [large]),
    );
    expect(ok.status).toBe(200);
  });
});
