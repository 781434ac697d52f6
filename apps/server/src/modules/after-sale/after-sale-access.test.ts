/** Who may see which after-sale: the owner only; and the store's list. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@mall/shared/codes';
import { type AfterSaleDetail, type AfterSaleSummary, ORDER_MESSAGES } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { PNG_BYTES, postMultipart, type UploadPart } from '../licence/upload.fixtures.ts';
import { createOrder, type OrderSpec } from './after-sale.fixtures.ts';
import { AFTER_SALE_MESSAGES } from './after-sale.service.ts';

let t: TestApp;
let dataDir: string;
let alice: MemberFixture;
let bob: MemberFixture;
let aliceClient: TestClient;
let bobClient: TestClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-after-sale-test-'));
  t = await createTestApp({ dataDir });
  alice = await createMember(t.handle);
  bob = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
  bobClient = await t.loginAs(bob.username, bob.password);
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

describe('another store and guests', () => {
  it("refuses another member's order, after-sale and photo, and guests", async () => {
    const order = await aliceOrder();
    const created = await apply(
      aliceClient,
      order.orderId,
      parts('return_refund', '破损', [{ order_line_id: order.lineIds[0], number: 1 }], [png()]),
    );
    const id = created.body.data.id;
    const foreign = await apply(
      bobClient,
      order.orderId,
      parts('refund_only', '原因', [{ order_line_id: order.lineIds[0], number: 1 }]),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(ORDER_MESSAGES.notFound);
    const detail = await bobClient.get(`/api/after_sale/${id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.msg).toBe(AFTER_SALE_MESSAGES.notFound);
    const image = await bobClient.get(`/api/after_sale/${id}/image/0`);
    expect(image.status).toBe(404);
    expect(image.raw.payload).not.toContain('PNG');
    expect((await aliceClient.get(`/api/after_sale/${id}/image/5`)).status).toBe(404);
    expect((await aliceClient.get('/api/after_sale/abc')).status).toBe(404);
    const bobList = await bobClient.get<Page<AfterSaleSummary>>('/api/after_sale');
    expect(bobList.body.data.list.map((a) => a.id)).not.toContain(id);

    const guest = t.client();
    expect((await guest.get('/api/after_sale')).status).toBe(401);
    expect((await guest.get(`/api/after_sale/${id}`)).body.code).toBe(10001);
    expect((await guest.get(`/api/after_sale/${id}/image/0`)).status).toBe(401);
  });
});

describe('GET /api/after_sale', () => {
  it("pages the store's applications, newest first, optionally of one order", async () => {
    const order = await aliceOrder();
    const a = await apply(
      aliceClient,
      order.orderId,
      parts('refund_only', '一', [{ order_line_id: order.lineIds[0], number: 1 }]),
    );
    const b = await apply(
      aliceClient,
      order.orderId,
      parts('documents', '二', [{ order_line_id: order.lineIds[1], number: 1 }]),
    );
    const res = await aliceClient.get<Page<AfterSaleSummary>>('/api/after_sale', {
      order_id: order.orderId,
      page: 1,
      page_size: 1,
    });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(res.body.data.list.map((x) => x.id)).toEqual([b.body.data.id]);
    const second = await aliceClient.get<Page<AfterSaleSummary>>('/api/after_sale', {
      order_id: order.orderId,
      page: 2,
      page_size: 1,
    });
    expect(second.body.data.list[0]).toMatchObject({
      id: a.body.data.id,
      kind_text: '仅退款',
      status_text: '申请中',
      refund_amount: '8.66',
    });
    expect((await aliceClient.get('/api/after_sale', { page_size: 500 })).status).toBe(422);
  });
});
