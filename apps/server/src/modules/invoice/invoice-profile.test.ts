/**
 * POST /api/user/invoice_profile: creates or replaces the acting store's invoice profile, refuses
 * bad input field by field without writing, never touches another store's, and changes only the
 * orders placed after it.
 */
import { type InvoiceProfileInput, INVOICE_PROFILE_MESSAGES as M } from '@mall/shared/invoice-profile';
import type { InvoiceProfile, OrderCreated, OrderDetail } from '@mall/shared/order';
import { CONTROL_CHAR_MESSAGE } from '@mall/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { insertTradingBuyers, newKey, putLine, storeAddress } from '../order/order.fixtures.ts';

const URL = '/api/user/invoice_profile';

let t: TestApp;

beforeAll(async () => {
  // Every test logs in a member of its own from the same address.
  t = await createTestApp({ loginMaxAttemptsPerIp: 1000 });
});
afterAll(() => t.close());

async function freshMember(): Promise<{ client: TestClient; companyId: number }> {
  const m = await createMember(t.handle);
  return { client: await t.loginAs(m.username, m.password), companyId: m.companyId };
}

const ELECTRONIC = {
  invoice_type: 3,
  title: '杭州测试大药房有限公司',
  tax_number: '91330106MA2H4K7N3X',
  email: 'caiwu@example.com',
};
const SPECIAL = {
  invoice_type: 2,
  title: '杭州测试医药连锁有限公司',
  tax_number: '91330100ma28k4rt1k',
  bank_name: '中国工商银行杭州文三路支行',
  bank_account: '1202 0213 0910 0456 789',
  reg_address: '浙江省杭州市西湖区文三路478号',
  reg_phone: '0571-88861234',
};

const save = (client: TestClient, body: object) => client.postForm<InvoiceProfile>(URL, body);
const read = async (client: TestClient) => (await client.get<InvoiceProfile | null>(URL)).body.data;
const rowOf = async (companyId: number) =>
  (
    await t.handle.query<Record<string, unknown>>('SELECT * FROM invoice_profiles WHERE company_id = $1', [
      companyId,
    ])
  )[0] ?? null;

describe('POST /api/user/invoice_profile', () => {
  it('creates the profile, then replaces it, answering what GET answers', async () => {
    const { client, companyId } = await freshMember();
    expect(await read(client)).toBeNull();

    const created = await save(client, ELECTRONIC);
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(10000);
    expect(created.body.msg).toBe(M.saved);
    expect(created.body.data).toEqual({
      ...ELECTRONIC,
      invoice_type_text: '电子发票',
      bank_name: '',
      bank_account: '',
      reg_address: '',
      reg_phone: '',
    });
    expect(await read(client)).toEqual(created.body.data);

    // Replaced whole: the tax number upper-cased, the account's groups joined, the old e-mail gone.
    const replaced = await save(client, SPECIAL);
    expect(replaced.body.code).toBe(10000);
    expect(replaced.body.data).toEqual({
      ...SPECIAL,
      invoice_type_text: '增值税专用发票',
      tax_number: '91330100MA28K4RT1K',
      bank_account: '1202021309100456789',
      email: '',
    });
    expect(await read(client)).toEqual(replaced.body.data);
    const rows = await t.handle.query('SELECT company_id FROM invoice_profiles WHERE company_id = $1', [
      companyId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('takes a JSON body as well, and the other taxpayer number lengths', async () => {
    const { client } = await freshMember();
    // 15 (old tax registration), 17, 18 (统一社会信用代码 or an ID card) and 20 characters.
    for (const taxNumber of ['330106123456789', '33010619800101123', '33010619800101123X', '3'.repeat(20)]) {
      const body = { invoice_type: 1, title: ' 测试诊所 ', tax_number: taxNumber };
      const res = await client.post<InvoiceProfile>(URL, body);
      expect(res.body.code).toBe(10000);
      expect(res.body.data).toMatchObject({ invoice_type: 1, title: '测试诊所', tax_number: taxNumber });
    }
    const mobile = await save(client, { ...SPECIAL, reg_phone: '13912345678' });
    expect(mobile.body.data.reg_phone).toBe('13912345678');
  });

  type Case = [what: string, body: Record<string, unknown>, field: string, message: string];
  const cases: Case[] = [
    ['no invoice type', { ...ELECTRONIC, invoice_type: undefined }, 'invoice_type', M.type],
    ['an unknown invoice type', { ...ELECTRONIC, invoice_type: 4 }, 'invoice_type', M.type],
    ['a word for the invoice type', { ...ELECTRONIC, invoice_type: '电子' }, 'invoice_type', M.type],
    ['no title', { ...ELECTRONIC, title: undefined }, 'title', M.title],
    ['a blank title', { ...ELECTRONIC, title: '   ' }, 'title', M.title],
    ['a title over 100', { ...ELECTRONIC, title: '药'.repeat(101) }, 'title', M.titleTooLong],
    ['a title on two lines', { ...ELECTRONIC, title: '杭州\n药房' }, 'title', '发票抬头不能包含换行或制表符'],
    ['a control character', { ...ELECTRONIC, title: '杭州\u0007药房' }, 'title', CONTROL_CHAR_MESSAGE],
    ['no tax number', { ...ELECTRONIC, tax_number: '' }, 'tax_number', M.taxNumber],
    ['a short tax number', { ...ELECTRONIC, tax_number: '9133010' }, 'tax_number', M.taxNumberFormat],
    ['16 characters', { ...ELECTRONIC, tax_number: '9'.repeat(16) }, 'tax_number', M.taxNumberFormat],
    ['punctuation', { ...ELECTRONIC, tax_number: '91330106-MA2H4K7N3' }, 'tax_number', M.taxNumberFormat],
    ['Chinese', { ...ELECTRONIC, tax_number: '91330106MA2H4K7N3号' }, 'tax_number', M.taxNumberFormat],
    ['no bank on a special', { ...SPECIAL, bank_name: '' }, 'bank_name', M.bankName],
    ['no account on a special', { ...SPECIAL, bank_account: undefined }, 'bank_account', M.bankAccount],
    ['a short account', { ...SPECIAL, bank_account: '1234567' }, 'bank_account', M.bankAccountFormat],
    [
      'letters in the account',
      { ...SPECIAL, bank_account: '6222ABCD12345678' },
      'bank_account',
      M.bankAccountFormat,
    ],
    ['an account over 30', { ...SPECIAL, bank_account: '1'.repeat(31) }, 'bank_account', M.bankAccountFormat],
    ['no address on a special', { ...SPECIAL, reg_address: ' ' }, 'reg_address', M.regAddress],
    ['a long address', { ...SPECIAL, reg_address: '路'.repeat(101) }, 'reg_address', M.regAddressTooLong],
    ['no phone on a special', { ...SPECIAL, reg_phone: '' }, 'reg_phone', M.regPhone],
    ['a bad phone', { ...SPECIAL, reg_phone: '88861234' }, 'reg_phone', M.regPhoneFormat],
    ['no e-mail on an electronic invoice', { ...ELECTRONIC, email: '' }, 'email', M.email],
    ['a bad e-mail', { ...ELECTRONIC, email: 'caiwu@' }, 'email', M.emailFormat],
    [
      'a bad e-mail on a plain invoice',
      { ...ELECTRONIC, invoice_type: 1, email: 'x' },
      'email',
      M.emailFormat,
    ],
    [
      'a bad account on a plain invoice',
      { ...ELECTRONIC, bank_account: 'abc' },
      'bank_account',
      M.bankAccountFormat,
    ],
  ];

  it.each(cases)(
    'refuses %s with 422 and its field message, writing nothing',
    async (_what, body, field, message) => {
      const { client, companyId } = await freshMember();
      expect((await save(client, SPECIAL)).body.code).toBe(10000);
      const before = await rowOf(companyId);
      const res = await client.post(URL, body);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      expect(res.body.errors?.[field]).toContain(message);
      expect(await rowOf(companyId)).toEqual(before);
    },
  );

  it('names every field to fix in one answer', async () => {
    const { client, companyId } = await freshMember();
    const res = await client.post(URL, { invoice_type: 2, title: '', tax_number: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: [M.title],
      tax_number: [M.taxNumberFormat],
      bank_name: [M.bankName],
      bank_account: [M.bankAccount],
      reg_address: [M.regAddress],
      reg_phone: [M.regPhone],
    });
    expect(await rowOf(companyId)).toBeNull();
  });

  it('answers 10001 to a guest and 403 without the CSRF token, writing nothing', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [await guest.get(URL), await save(guest, ELECTRONIC)]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
    const { client, companyId } = await freshMember();
    const refused = await client.postForm(URL, ELECTRONIC, { withoutXsrf: true });
    expect(refused.status).toBe(403);
    expect(await rowOf(companyId)).toBeNull();
  });

  it("writes only the member's own current store, whatever the body names", async () => {
    const demo = await t.loginAs('demo');
    const demo2 = await t.loginAs('demo2', DEMO_PASSWORD);
    const [ids] = await t.handle.query<{ demo: number; demo2: number }>(
      `SELECT (SELECT current_company_id FROM members WHERE username = 'demo') AS demo,
              (SELECT current_company_id FROM members WHERE username = 'demo2') AS demo2`,
    );
    const demo2Before = await read(demo2);
    const demo2Row = await rowOf(ids?.demo2 ?? 0);
    expect(demo2Before).not.toBeNull();

    const res = await save(demo, { ...ELECTRONIC, title: '只属于demo的抬头', company_id: ids?.demo2 });
    expect(res.body.code).toBe(10000);
    expect(await read(demo)).toMatchObject({ title: '只属于demo的抬头' });
    expect((await rowOf(ids?.demo ?? 0))?.title).toBe('只属于demo的抬头');
    expect(await read(demo2)).toEqual(demo2Before);
    expect(await rowOf(ids?.demo2 ?? 0)).toEqual(demo2Row);
  });
});

describe('orders and the invoice profile', () => {
  it('puts the saved profile on orders placed after it; orders placed before keep theirs', async () => {
    const [buyer] = await insertTradingBuyers(t.handle, 'invoiceprofile', 1, DEMO_PASSWORD);
    if (!buyer) throw new Error('no buyer');
    const client = await t.loginAs(buyer.username);
    const offer = await createOffer(t.handle, { name: '开票测试片', basePrice: 1000, stock: 100 });
    const addressId = await storeAddress(t.handle, buyer.companyId);

    const order = async () => {
      const line = await putLine(t.handle, client, buyer.companyId, offer, 1);
      const res = await client.postForm<OrderCreated>('/api/order', {
        ids: [line],
        address_id: addressId,
        use_balance: 0,
        idempotency_key: newKey(),
      });
      expect(res.body.code).toBe(10000);
      return res.body.data.id;
    };
    const invoiceOf = async (id: number) => {
      const res = await client.get<OrderDetail>(`/api/order/${id}`);
      expect(res.body.code).toBe(10000);
      return res.body.data.invoice;
    };

    // Without a profile the order is invoiced to the store under its own name.
    const before = await order();
    expect(await invoiceOf(before)).toMatchObject({
      invoice_type: 3,
      title: `${buyer.username}药房`,
      tax_number: '',
    });

    const first: InvoiceProfileInput = {
      ...ELECTRONIC,
      title: '开票测试一号有限公司',
    } as InvoiceProfileInput;
    expect((await save(client, first)).body.code).toBe(10000);
    const after = await order();
    expect(await invoiceOf(after)).toMatchObject({
      invoice_type: 3,
      invoice_type_text: '电子发票',
      title: '开票测试一号有限公司',
      tax_number: ELECTRONIC.tax_number,
    });

    expect((await save(client, SPECIAL)).body.code).toBe(10000);
    const latest = await order();
    expect(await invoiceOf(latest)).toMatchObject({
      invoice_type: 2,
      title: SPECIAL.title,
      tax_number: '91330100MA28K4RT1K',
    });
    // The earlier orders still carry what they copied.
    expect(await invoiceOf(before)).toMatchObject({ title: `${buyer.username}药房`, tax_number: '' });
    expect(await invoiceOf(after)).toMatchObject({
      invoice_type: 3,
      title: '开票测试一号有限公司',
      tax_number: ELECTRONIC.tax_number,
    });
    const [stored] = await t.handle.query<{ invoice: Record<string, unknown> }>(
      'SELECT invoice FROM orders WHERE id = $1',
      [after],
    );
    expect(stored?.invoice).toMatchObject({ title: '开票测试一号有限公司', email: ELECTRONIC.email });
  });
});
