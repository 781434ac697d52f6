/**
 * Rows the checkout tests create for themselves with plain SQL: balance recharges, coupons,
 * cash vouchers, trading buyers, and the ledger invariant every test checks.
 */
import type { OrderCreated } from '@mall/shared/order';
import { expect } from 'vitest';
import type { TestClient } from '../../../test/helpers.ts';
import { CHINA_TODAY_TEXT } from '../../db/china-time.ts';
import type { DbHandle } from '../../db/client.ts';
import { clearCart, DEMO_COMPANY } from '../cart/cart.fixtures.ts';
import { hashPassword } from '../user/password.ts';
import type { PlacedOrder } from './order.repository.ts';
import type { NewOrderLine } from './order-lines.ts';

export async function recharge(handle: DbHandle, companyId: number, fen: number): Promise<void> {
  const [row] = await handle.query<{ balance: number | null }>(
    "SELECT append_balance($1, $2, 'recharge', NULL, '测试充值') AS balance",
    [companyId, fen],
  );
  if (row?.balance === null || row?.balance === undefined) throw new Error('recharge refused');
}

export async function balanceOf(handle: DbHandle, companyId: number): Promise<number> {
  const [row] = await handle.query<{ b: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS b FROM balance_ledger WHERE company_id = $1',
    [companyId],
  );
  return row?.b ?? 0;
}

export interface CouponOptions {
  kind?: 'reduce' | 'discount';
  threshold: number;
  value: number;
  title?: string;
  /** seconds from now */
  from?: number;
  to?: number;
  status?: 0 | 1 | 2;
  /** codes of the business scopes it is limited to; absent: every scope */
  scopes?: string[];
}

/** A coupon template and the store's copy of it; returns the member_coupons id. */
export async function giveCoupon(handle: DbHandle, companyId: number, o: CouponOptions): Promise<number> {
  const kind = o.kind ?? 'reduce';
  const [coupon] = await handle.query<{ id: number }>(
    `INSERT INTO coupons (title, kind, threshold, value, scope_ids) VALUES ($1, $2, $3, $4,
       CASE WHEN $5::text[] IS NULL THEN NULL
         ELSE (SELECT array_agg(id ORDER BY id) FROM business_scopes WHERE code = ANY($5::text[])) END)
     RETURNING id`,
    [o.title ?? `测试券${kind}${o.threshold}-${o.value}`, kind, o.threshold, o.value, o.scopes ?? null],
  );
  const [held] = await handle.query<{ id: number }>(
    `INSERT INTO member_coupons (company_id, coupon_id, status, valid_from, valid_to)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5)) RETURNING id`,
    [companyId, coupon?.id, o.status ?? 0, o.from ?? -3600, o.to ?? 86_400],
  );
  return held?.id ?? 0;
}

export async function giveVoucher(
  handle: DbHandle,
  companyId: number,
  o: { amount: number; min?: number; to?: number; status?: 0 | 1 | 2 },
): Promise<number> {
  const [row] = await handle.query<{ id: number }>(
    `INSERT INTO cash_vouchers (company_id, title, amount, min_amount, status, valid_to)
     VALUES ($1, '测试现金券', $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [companyId, o.amount, o.min ?? 0, o.status ?? 0, o.to ?? 86_400],
  );
  return row?.id ?? 0;
}

/** Every store: rows chain (each balance_after = previous + amount), none below zero. */
export async function expectLedgersBalanced(handle: DbHandle): Promise<void> {
  const broken = await handle.query<{ company_id: number }>(
    `SELECT company_id FROM (
       SELECT company_id, balance_after,
         sum(amount) OVER (PARTITION BY company_id ORDER BY id) AS running
       FROM balance_ledger) r
     WHERE running <> balance_after OR balance_after < 0`,
  );
  expect(broken).toEqual([]);
}

export async function storeAddress(handle: DbHandle, companyId: number): Promise<number> {
  const [row] = await handle.query<{ id: number }>(
    'SELECT id FROM addresses WHERE company_id = $1 ORDER BY is_default DESC, id LIMIT 1',
    [companyId],
  );
  if (!row) throw new Error(`store ${companyId} has no address`);
  return row.id;
}

/**
 * Members with approved stores that may trade like demo's first store: its licences and scopes
 * copied, its contract signed, and one delivery address copied from it.
 */
export async function insertTradingBuyers(
  handle: DbHandle,
  prefix: string,
  count: number,
  password: string,
): Promise<{ username: string; companyId: number }[]> {
  const hash = await hashPassword(password);
  const demo = `(SELECT current_company_id FROM members WHERE username = 'demo')`;
  const made: { username: string; companyId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${i}`;
    const [member] = await handle.query<{ id: number }>(
      `INSERT INTO members (username, phone, password_hash, name) VALUES ($1, $2, $3, '测试采购员') RETURNING id`,
      [
        username,
        `139${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${String(i).padStart(4, '0')}`,
        hash,
      ],
    );
    const [company] = await handle.query<{ id: number }>(
      `INSERT INTO companies (member_id, name, review_status, province, city, district, address, customer_type)
       SELECT $1, $2, 1, province, city, district, address, customer_type FROM companies WHERE id = ${demo}
       RETURNING id`,
      [member?.id, `${username}药房`],
    );
    const companyId = company?.id ?? 0;
    await handle.query('UPDATE members SET current_company_id = $1 WHERE id = $2', [companyId, member?.id]);
    const licences = await handle.query<{ id: number }>(
      `SELECT id FROM company_licences WHERE company_id = ${demo} AND review_status = 1`,
    );
    for (const licence of licences) {
      const [copy] = await handle.query<{ id: number }>(
        `INSERT INTO company_licences (company_id, type_id, number, holder, valid_from, expires_on, review_status,
           reviewed_by, reviewed_at)
         SELECT $1, type_id, number, $2, valid_from, GREATEST(expires_on, ${CHINA_TODAY_TEXT} + 365), 1, 'test', now()
         FROM company_licences WHERE id = $3 RETURNING id`,
        [companyId, `${username}药房`, licence.id],
      );
      await handle.query(
        `INSERT INTO company_licence_scopes (licence_id, scope_id)
         SELECT $1, scope_id FROM company_licence_scopes WHERE licence_id = $2`,
        [copy?.id, licence.id],
      );
    }
    await handle.query(
      `INSERT INTO contract_signatures (company_id, contract_id, signer_name, content_hash)
       SELECT $1, contract_id, '测试采购员', content_hash FROM contract_signatures WHERE company_id = ${demo}`,
      [companyId],
    );
    await handle.query(
      `INSERT INTO addresses (company_id, consignee, phone, province_code, province, city_code, city, district_code,
         district, detail, is_default)
       SELECT $1, consignee, phone, province_code, province, city_code, city, district_code, district, detail, true
       FROM addresses WHERE company_id = ${demo} ORDER BY id LIMIT 1`,
      [companyId],
    );
    made.push({ username, companyId });
  }
  return made;
}

/** Puts `number` units of an offer in the client's cart through POST /api/cart; the line's id. */
export async function putLine(
  handle: DbHandle,
  client: TestClient,
  companyId: number,
  made: { goodsId: number; offerId: number },
  number: number,
): Promise<number> {
  const res = await client.postForm('/api/cart', {
    params: [{ goods_id: made.goodsId, goods_price_id: made.offerId, number }],
  });
  expect(res.body.code).toBe(10000);
  const [line] = await handle.query<{ id: number }>(
    'SELECT id FROM cart_lines WHERE company_id = $1 AND line_key = $2',
    [companyId, `o${made.offerId}`],
  );
  if (!line) throw new Error('line not added');
  return line.id;
}

let keys = 0;
/** A fresh idempotency key, as the checkout page draws one per visit. */
export const newKey = () => `test-key-${Date.now()}-${keys++}`;

/**
 * demo's order of `lines` (offer, units) placed through POST /api/order with an emptied cart and
 * the balance topped up to pay it at submit: 待发货.
 */
export async function balancePaidOrder(
  handle: DbHandle,
  demo: TestClient,
  lines: readonly [{ goodsId: number; offerId: number }, number][],
  choices: { coupon_id?: number; voucher_id?: number } = {},
): Promise<OrderCreated> {
  await clearCart(handle, DEMO_COMPANY);
  const ids: number[] = [];
  for (const [made, number] of lines) ids.push(await putLine(handle, demo, DEMO_COMPANY, made, number));
  await recharge(handle, DEMO_COMPANY, 100_000);
  const res = await demo.postForm<OrderCreated>('/api/order', {
    ids,
    use_balance: 1,
    address_id: await storeAddress(handle, DEMO_COMPANY),
    idempotency_key: newKey(),
    ...choices,
  });
  expect(res.body.code, res.body.msg).toBe(10000);
  expect(res.body.data.status).toBe(1);
  return res.body.data;
}

/** An order line as the checkout would write it: an ordinary line at 1.00 a unit unless told otherwise. */
export function orderLine(
  fields: Partial<NewOrderLine> & Pick<NewOrderLine, 'offer_id' | 'quantity'>,
): NewOrderLine {
  const unitPrice = fields.unit_price ?? 100;
  return {
    goods_id: fields.offer_id,
    type: 0,
    combination_id: null,
    is_yj: false,
    name: `药${fields.offer_id}`,
    generic_name: '',
    mah: '',
    gift_name: '',
    spec: '',
    dosage_form: '',
    manufacturer: '',
    approval_number: '',
    batch_number: '',
    expiry_date: null,
    unit: '盒',
    image: '',
    unit_price: unitPrice,
    raw_unit_price: unitPrice,
    amount: fields.quantity * unitPrice,
    activity_share: 0,
    coupon_share: 0,
    gift_quantity: 0,
    gift_stock: 0,
    trade_up_id: null,
    ...fields,
  };
}

export interface PlacedOrderOptions {
  companyId?: number;
  memberId: number;
  offer: { offerId: number; goodsId: number; name: string };
  /** units of the offer at 10.00 each */
  quantity: number;
  /** fen of balance spent */
  balance?: number;
  key?: string;
  numbers?: string[];
  cartLineIds?: number[];
}

/** Everything place_order writes for an order of one offer, priced as the checkout would. */
export function placedOrder(o: PlacedOrderOptions): PlacedOrder {
  const goods = o.quantity * 1000;
  const balance = o.balance ?? 0;
  return {
    companyId: o.companyId ?? DEMO_COMPANY,
    memberId: o.memberId,
    status: balance === goods ? 1 : 0,
    idempotencyKey: o.key ?? newKey(),
    raw: goods,
    goods,
    activity: 0,
    coupon: 0,
    voucher: 0,
    shipping: 0,
    balance,
    payable: goods - balance,
    payMethod: balance === goods ? 'balance' : null,
    couponId: null,
    voucherId: null,
    address: {
      consignee: '张三',
      phone: '13800000000',
      province: '广东省',
      city: '广州市',
      district: '天河区',
      detail: '一号',
    },
    invoice: { invoice_type: 3, invoice_type_text: '电子普通发票', title: '测试药房', tax_number: '' },
    documents: ['药检报告'],
    remark: '请尽快发货',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    paidAt: null,
    numbers: o.numbers ?? [`DD${Date.now()}${Math.floor(Math.random() * 1e4)}`],
    take: [{ offer_id: o.offer.offerId, quantity: o.quantity }],
    lines: [
      orderLine({
        offer_id: o.offer.offerId,
        goods_id: o.offer.goodsId,
        name: o.offer.name,
        quantity: o.quantity,
        unit_price: 1000,
      }),
    ],
    events: [{ title: '订单已提交', note: '', actor: 'buyer' }],
    balanceNote: '订单{no}余额抵扣',
    jobKind: 'order.auto_cancel',
    cartLineIds: o.cartLineIds ?? null,
  };
}
