import { existsSync } from 'node:fs';
import { chinaToday } from '@mall/shared/china-time';
import type { Page } from '@mall/shared/codes';
import type { InvoiceRead } from '@mall/shared/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture, upsertSetting } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createOrder, type OrderSpec } from '../after-sale/after-sale.fixtures.ts';
import { INVOICE_MESSAGES, issueInvoice, reissueInvoice } from './invoice.service.ts';
import { findInvoiceFont, parseFontSetting } from './invoice-font.ts';
import { invoiceAmount, invoiceNumber, taxOf } from './invoice-rules.ts';

let t: TestApp;
let alice: MemberFixture;
let bob: MemberFixture;
let aliceClient: TestClient;
let bobClient: TestClient;
const font = findInvoiceFont(undefined);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createMember(t.handle);
  bob = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
  bobClient = await t.loginAs(bob.username, bob.password);
  await upsertSetting(t.handle, 'site', {
    name: '测试医药商城',
    hot_line: '400-000-0000',
    footer: { company: '杭州测试医药有限公司', address: '', licences: [], icp: '', notice: '' },
  });
  await upsertSetting(t.handle, 'invoice_seller', {
    tax_number: '91330100MA2SELLER9',
    address: '浙江省杭州市西湖区文三路90号',
    phone: '0571-88265018',
    bank_name: '中国工商银行杭州分行营业部',
    bank_account: '1202021009100123456',
  });
});

/** The buyer's details a special invoice names, as the store's invoice profile holds them. */
const SPECIAL = {
  reg_address: '浙江省杭州市西湖区文二路88号',
  reg_phone: '0571-87654321',
  bank_name: '中国建设银行杭州西湖支行',
  bank_account: '33050161622700000123',
};

/** A completed order whose invoice snapshot asks for a 增值税专用发票 with the buyer's details. */
async function completedSpecial(member: MemberFixture) {
  const o = await completed(member, {
    invoice: { invoice_type: 2, title: '杭州西湖大药房有限公司', tax_number: '91330106MA28K4RT1K' },
  });
  await t.handle.query('UPDATE orders SET invoice = invoice || $2::jsonb WHERE id = $1', [
    o.orderId,
    JSON.stringify(SPECIAL),
  ]);
  return o;
}
afterAll(async () => {
  await t.close();
});

/** 40.00 of goods, less 4.00 of shares, less a 2.00 voucher, plus 8.00 shipping: 42.00. */
const completed = (member: MemberFixture, extra: Partial<OrderSpec> = {}) =>
  createOrder(t.handle, {
    companyId: member.companyId,
    memberId: member.memberId,
    status: 3,
    lines: [
      { quantity: 3, unitPrice: 1000, activityShare: 300, couponShare: 100, name: '阿莫西林胶囊' },
      { quantity: 2, unitPrice: 500, name: '板蓝根颗粒' },
    ],
    voucherAmount: 200,
    shippingAmount: 800,
    payMethod: 'online',
    invoice: { invoice_type: 1, title: '杭州西湖大药房有限公司', tax_number: '91330106MA28K4RT1K' },
    ...extra,
  });

const issue = (orderId: number) => t.handle.db.transaction((tx) => issueInvoice(tx, orderId));
const invoicesOf = (orderId: number) =>
  t.handle.query<{ id: number; invoice_no: string; amount: number; tax_amount: number }>(
    'SELECT id, invoice_no, amount, tax_amount FROM invoices WHERE order_id = $1',
    [orderId],
  );

describe('invoice arithmetic', () => {
  it('takes the 13% VAT out of a tax-included amount in whole fen', () => {
    expect(taxOf(11_300)).toBe(1300);
    expect(taxOf(100)).toBe(12); // 100 − floor(10000 / 113) = 100 − 88
    expect(taxOf(0)).toBe(0);
    expect(taxOf(3800)).toBe(3800 - Math.floor(380_000 / 113));
  });

  it('invoices what was paid and kept, and numbers invoices in 20 digits by date and id', () => {
    const totals = {
      goods_amount: 3600,
      activity_amount: 300,
      coupon_amount: 100,
      voucher_amount: 200,
      shipping_amount: 800,
      refunded_amount: 0,
    };
    expect(invoiceAmount(totals)).toBe(3800);
    expect(invoiceAmount({ ...totals, refunded_amount: 1000 })).toBe(2800);
    expect(invoiceNumber(42, new Date('2026-03-05T20:00:00Z'))).toBe('20260306000000000042');
  });

  it('reads the font setting', () => {
    expect(parseFontSetting('/f/a.ttc')).toEqual({ path: '/f/a.ttc', family: 'NotoSansCJKsc-Regular' });
    expect(parseFontSetting('/f/a.ttc#Other-Regular')).toEqual({ path: '/f/a.ttc', family: 'Other-Regular' });
    expect(parseFontSetting('/f/a.otf')).toEqual({ path: '/f/a.otf' });
    expect(findInvoiceFont('/no/such/font.ttc')).toBeNull();
  });
});

describe('issueInvoice', () => {
  it('issues one invoice per completed order from its snapshot, whatever the number of calls', async () => {
    const o = await completed(alice);
    await issue(o.orderId);
    await issue(o.orderId);
    const rows = await invoicesOf(o.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 4200, tax_amount: 484 });
    expect(rows[0]?.invoice_no).toMatch(/^\d{20}$/);
    expect(rows[0]?.invoice_no.endsWith(String(rows[0]?.id).padStart(12, '0'))).toBe(true);
  });

  it('keeps a special invoice’s buyer details, through a reissue, and none on the other types', async () => {
    const special = await completedSpecial(alice);
    await issue(special.orderId);
    const columns = 'invoice_type, reg_address, reg_phone, bank_name, bank_account';
    const [first] = await t.handle.query(`SELECT ${columns} FROM invoices WHERE order_id = $1`, [
      special.orderId,
    ]);
    expect(first).toEqual({ invoice_type: 2, ...SPECIAL });
    await t.handle.query('UPDATE orders SET refunded_amount = 500 WHERE id = $1', [special.orderId]);
    await t.handle.db.transaction((tx) => reissueInvoice(tx, special.orderId));
    const [kept] = await t.handle.query(
      `SELECT ${columns} FROM invoices WHERE order_id = $1 AND status = 1`,
      [special.orderId],
    );
    expect(kept).toEqual({ invoice_type: 2, ...SPECIAL });

    const plain = await completed(alice);
    await t.handle.query('UPDATE orders SET invoice = invoice || $2::jsonb WHERE id = $1', [
      plain.orderId,
      JSON.stringify(SPECIAL),
    ]);
    await issue(plain.orderId);
    const [ordinary] = await t.handle.query(`SELECT ${columns} FROM invoices WHERE order_id = $1`, [
      plain.orderId,
    ]);
    expect(ordinary).toEqual({
      invoice_type: 1,
      reg_address: '',
      reg_phone: '',
      bank_name: '',
      bank_account: '',
    });
  });

  it('leaves out what was refunded, and refuses an order that is not completed', async () => {
    const o = await completed(alice);
    await t.handle.query('UPDATE orders SET refunded_amount = 1000 WHERE id = $1', [o.orderId]);
    await issue(o.orderId);
    expect((await invoicesOf(o.orderId))[0]?.amount).toBe(3200);
    const open = await completed(alice, { status: 2 });
    await expect(issue(open.orderId)).rejects.toThrow(/not completed/);
    expect(await invoicesOf(open.orderId)).toEqual([]);
  });
});

describe('GET /api/user/invoice', () => {
  it("pages the store's invoices with their amounts, and filters by issue date", async () => {
    const o = await completed(alice);
    await issue(o.orderId);
    const res = await aliceClient.get<Page<InvoiceRead>>('/api/user/invoice', { page: 1, page_size: 50 });
    expect(res.status).toBe(200);
    const invoice = res.body.data.list.find((i) => i.order_id === o.orderId);
    expect(invoice).toMatchObject({
      order_no: o.orderNo,
      invoice_type: 1,
      invoice_type_text: '普通发票',
      title: '杭州西湖大药房有限公司',
      tax_number: '91330106MA28K4RT1K',
      amount: '42.00',
      tax_amount: '4.84',
      status: 1,
      status_text: '已开具',
    });
    expect(invoice?.pdf_url).toBe(`/api/user/invoice/${invoice?.id}/pdf`);
    const today = chinaToday();
    const within = await aliceClient.get<Page<InvoiceRead>>('/api/user/invoice', {
      start_time: today,
      end_time: today,
    });
    expect(within.body.data.list.map((i) => i.order_id)).toContain(o.orderId);
    const later = await aliceClient.get<Page<InvoiceRead>>('/api/user/invoice', { start_time: '2099-01-01' });
    expect(later.body.data).toMatchObject({ list: [], total: 0 });
    const bobs = await bobClient.get<Page<InvoiceRead>>('/api/user/invoice');
    expect(bobs.body.data.list.map((i) => i.order_id)).not.toContain(o.orderId);
  });

  it('answers bad inputs with 422 and guests with 401', async () => {
    for (const query of [
      { start_time: '2026-13-01' },
      { end_time: 'yesterday' },
      { start_time: '2026-05-02', end_time: '2026-05-01' },
      { page: 0 },
      { page_size: 51 },
    ]) {
      const res = await aliceClient.get('/api/user/invoice', query);
      expect(res.status, JSON.stringify(query)).toBe(422);
    }
    expect((await t.client().get('/api/user/invoice')).status).toBe(401);
  });
});

describe('GET /api/user/invoice/{id}/pdf', () => {
  it("is the owner's only: anyone else's id, or no such id, is not found", async () => {
    const o = await completed(alice);
    await issue(o.orderId);
    const [row] = await invoicesOf(o.orderId);
    const foreign = await bobClient.get(`/api/user/invoice/${row?.id}/pdf`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(INVOICE_MESSAGES.notFound);
    expect((await aliceClient.get('/api/user/invoice/99999999/pdf')).status).toBe(404);
    expect((await aliceClient.get('/api/user/invoice/x/pdf')).status).toBe(404);
    expect((await t.client().get(`/api/user/invoice/${row?.id}/pdf`)).status).toBe(401);
  });

  it.skipIf(!font)(
    'draws a PDF with the CJK font embedded, inline or as a download (needs a CJK font: skipped when none is installed)',
    async () => {
      const o = await completed(alice);
      await issue(o.orderId);
      const [row] = await invoicesOf(o.orderId);
      const res = await aliceClient.get(`/api/user/invoice/${row?.id}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
      const pdf = res.raw.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain(font?.family ?? 'FontFile');
      expect(pdf.toString('latin1')).toMatch(/\/FontFile2|\/FontFile3/);
      const download = await aliceClient.get(`/api/user/invoice/${row?.id}/pdf`, { download: 1 });
      expect(download.status).toBe(200);
      const disposition = String(download.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment;/);
      expect(disposition).toContain(
        `filename*=UTF-8''${encodeURIComponent(`电子发票-${row?.invoice_no}.pdf`)}`,
      );
    },
  );

  it.skipIf(!font)(
    'prints the seller’s taxpayer number, the total in Chinese uppercase and a special invoice’s buyer details',
    async () => {
      const o = await completedSpecial(alice);
      await issue(o.orderId);
      const [row] = await invoicesOf(o.orderId);
      const text = pdfText((await aliceClient.get(`/api/user/invoice/${row?.id}/pdf`)).raw.rawPayload);
      expect(text).toContain('电子发票（增值税专用发票）');
      expect(text).toContain('名称：杭州测试医药有限公司');
      expect(text).toContain('纳税人识别号：91330100MA2SELLER9');
      expect(text).toContain('地址、电话：浙江省杭州市西湖区文三路90号 0571-88265018');
      expect(text).toContain('纳税人识别号：91330106MA28K4RT1K');
      expect(text).toContain('地址、电话：浙江省杭州市西湖区文二路88号 0571-87654321');
      expect(text).toContain('开户行及账号：中国建设银行杭州西湖支行 33050161622700000123');
      // 42.00: goods 40.00 − shares 4.00 − voucher 2.00 + shipping 8.00.
      expect(text).toContain('价税合计（大写）：肆拾贰元整');
      expect(text).toContain('（小写）¥42.00');

      const ordinary = await completed(alice);
      await issue(ordinary.orderId);
      const [plain] = await invoicesOf(ordinary.orderId);
      const plainText = pdfText((await aliceClient.get(`/api/user/invoice/${plain?.id}/pdf`)).raw.rawPayload);
      expect(plainText).toContain('电子发票（普通发票）');
      expect(plainText).toContain('纳税人识别号：91330100MA2SELLER9');
      expect(plainText).toContain('价税合计（大写）：肆拾贰元整');
      expect(plainText).not.toContain('开户行及账号');
    },
  );

  it.skipIf(!font)('takes the seller’s taxpayer number from the business licence when not set', async () => {
    await t.handle.query(`DELETE FROM settings WHERE key = 'invoice_seller'`);
    await upsertSetting(t.handle, 'site', {
      name: '测试医药商城',
      hot_line: '400-000-0000',
      footer: {
        company: '杭州测试医药有限公司',
        address: '',
        licences: [{ name: '营业执照', number: '91330100MA2LICENCE', image: '' }],
        icp: '',
        notice: '',
      },
    });
    const o = await completed(alice);
    await issue(o.orderId);
    const [row] = await invoicesOf(o.orderId);
    const text = pdfText((await aliceClient.get(`/api/user/invoice/${row?.id}/pdf`)).raw.rawPayload);
    expect(text).toContain('纳税人识别号：91330100MA2LICENCE');
  });

  it('answers 503 with a clear message when no CJK font is installed', async () => {
    const noFont = await createTestApp({ invoiceFontPath: '/no/such/font.ttc' });
    try {
      const member = await createMember(noFont.handle);
      const o = await createOrder(noFont.handle, {
        companyId: member.companyId,
        memberId: member.memberId,
        status: 3,
        lines: [{ quantity: 1, unitPrice: 100 }],
      });
      await noFont.handle.db.transaction((tx) => issueInvoice(tx, o.orderId));
      const [row] = await noFont.handle.query<{ id: number }>('SELECT id FROM invoices WHERE order_id = $1', [
        o.orderId,
      ]);
      const client = await noFont.loginAs(member.username, member.password);
      const res = await client.get(`/api/user/invoice/${row?.id}/pdf`);
      expect(res.status).toBe(503);
      expect(res.body.msg).toBe(INVOICE_MESSAGES.fontMissing);
    } finally {
      await noFont.close();
    }
  });
});

it('finds the system CJK font on this machine when one is installed', () => {
  const system = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
  if (existsSync(system)) expect(font).toEqual({ path: system, family: 'NotoSansCJKsc-Regular' });
  else expect(font === null || existsSync(font.path)).toBe(true);
});
