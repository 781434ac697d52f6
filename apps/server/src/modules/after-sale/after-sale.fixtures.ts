/**
 * Orders the after-sale and invoice tests create for themselves (plain SQL, the tests' own
 * inserts), with their lines, payment and balance ledger rows consistent with each other: the
 * order's amounts add up, what it took from the balance is in the ledger, and a paid payable has
 * its settled payment row.
 */
import { randomInt } from 'node:crypto';
import type { AfterSaleDetail } from '@mall/shared/order';
import type { TestClient } from '../../../test/helpers.ts';
import type { DbHandle } from '../../db/client.ts';
import { gatewayFor, type PaymentGateway } from '../payment/gateway.ts';

export interface LineSpec {
  quantity: number;
  unitPrice: number;
  activityShare?: number;
  couponShare?: number;
  name?: string;
}

export interface OrderSpec {
  companyId: number;
  memberId: number;
  /** 1 待发货 by default */
  status?: 0 | 1 | 2 | 3 | 4;
  lines: LineSpec[];
  /** deducted from the balance at submit, fen */
  balanceAmount?: number;
  /** how the rest was paid */
  payMethod?: 'balance' | 'online' | 'transfer';
  voucherAmount?: number;
  shippingAmount?: number;
  /** for status 3 */
  completedDaysAgo?: number;
  invoice?: { invoice_type: 1 | 2 | 3; title: string; tax_number: string };
}

export interface OrderFixture {
  orderId: number;
  orderNo: string;
  lineIds: number[];
  /** the id of line `index` (from 0) */
  line(index: number): number;
  total: number;
  paymentNo: string | null;
}

async function one<T>(handle: DbHandle, text: string, params: unknown[]): Promise<T> {
  const rows = await handle.query<T>(text, params);
  if (!rows[0]) throw new Error(`fixture returned nothing: ${text}`);
  return rows[0];
}

export async function balanceOf(handle: DbHandle, companyId: number): Promise<number> {
  const row = await one<{ b: number }>(handle, 'SELECT store_balance($1) AS b', [companyId]);
  return row.b;
}

/** The ledger's own sum, to check it against the running balance. */
export async function ledgerSum(handle: DbHandle, companyId: number): Promise<number> {
  const row = await one<{ s: number }>(
    handle,
    'SELECT COALESCE(SUM(amount), 0)::int AS s FROM balance_ledger WHERE company_id = $1',
    [companyId],
  );
  return row.s;
}

async function ledger(
  handle: DbHandle,
  companyId: number,
  amount: number,
  kind: string,
  orderId: number | null,
) {
  const row = await one<{ balance: number | null }>(
    handle,
    "SELECT append_balance($1, $2, $3, $4, 'fixture') AS balance",
    [companyId, amount, kind, orderId],
  );
  if (row.balance === null) throw new Error(`ledger row refused: ${amount}`);
}

export async function createOrder(handle: DbHandle, spec: OrderSpec): Promise<OrderFixture> {
  const offer = await one<{ id: number; goods_id: number }>(
    handle,
    'SELECT id, goods_id FROM offers ORDER BY id LIMIT 1',
    [],
  );
  const lines = spec.lines.map((l) => ({
    ...l,
    amount: l.quantity * l.unitPrice,
    activityShare: l.activityShare ?? 0,
    couponShare: l.couponShare ?? 0,
  }));
  const goods = lines.reduce((s, l) => s + l.amount, 0);
  const activity = lines.reduce((s, l) => s + l.activityShare, 0);
  const coupon = lines.reduce((s, l) => s + l.couponShare, 0);
  const voucher = spec.voucherAmount ?? 0;
  const shipping = spec.shippingAmount ?? 0;
  const total = goods - activity - coupon - voucher + shipping;
  const balanceAmount = spec.balanceAmount ?? 0;
  const payable = total - balanceAmount;
  const status = spec.status ?? 1;
  const paid = status !== 0 && status !== 4;
  const method = spec.payMethod ?? 'balance';
  const orderNo = `T${Date.now()}${randomInt(0, 1_000_000)}`;
  const completedAt = status === 3 ? new Date(Date.now() - (spec.completedDaysAgo ?? 1) * 86_400_000) : null;

  // Fund the balance first with exactly what the order takes from it.
  const fromBalance = balanceAmount + (paid && method === 'balance' ? payable : 0);
  if (fromBalance > 0) await ledger(handle, spec.companyId, fromBalance, 'recharge', null);

  const order = await one<{ id: number }>(
    handle,
    `INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
       activity_amount, coupon_amount, voucher_amount, shipping_amount, balance_amount, payable_amount, paid_amount,
       pay_method, address, invoice, expires_at, paid_at, shipped_at, completed_at)
     VALUES ($1, $2, $3, $4, $1, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() + interval '30 minutes',
       $16, $17, $18) RETURNING id`,
    [
      orderNo,
      spec.companyId,
      spec.memberId,
      status,
      goods,
      activity,
      coupon,
      voucher,
      shipping,
      balanceAmount,
      payable,
      paid ? payable : 0,
      paid ? (payable > 0 ? method : 'balance') : null,
      JSON.stringify({
        consignee: '张三',
        phone: '13900000000',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路1号',
      }),
      JSON.stringify(
        spec.invoice ?? { invoice_type: 3, title: '测试大药房有限公司', tax_number: '91330100MA2TEST01X' },
      ),
      paid ? new Date() : null,
      status >= 2 && status !== 4 ? new Date() : null,
      completedAt,
    ],
  );
  const lineIds: number[] = [];
  for (const [i, l] of lines.entries()) {
    const row = await one<{ id: number }>(
      handle,
      `INSERT INTO order_lines (order_id, offer_id, goods_id, name, generic_name, spec, dosage_form, manufacturer,
         approval_number, batch_number, expiry_date, unit, quantity, unit_price, raw_unit_price, amount,
         activity_share, coupon_share)
       VALUES ($1, $2, $3, $4, $4, '0.25g*24粒', '胶囊剂', '测试制药有限公司', '国药准字H00000000', 'B2026',
         '2028-12-31', '盒', $5, $6, $6, $7, $8, $9) RETURNING id`,
      [
        order.id,
        offer.id,
        offer.goods_id,
        l.name ?? `测试药品${i + 1}`,
        l.quantity,
        l.unitPrice,
        l.amount,
        l.activityShare,
        l.couponShare,
      ],
    );
    lineIds.push(row.id);
  }
  if (balanceAmount > 0) await ledger(handle, spec.companyId, -balanceAmount, 'order_pay', order.id);
  let paymentNo: string | null = null;
  if (paid && payable > 0) {
    paymentNo = `PAYT${order.id}${randomInt(0, 1_000_000)}`;
    await handle.query(
      `INSERT INTO payments (payment_no, order_id, method, amount, status, gateway_ref, paid_at)
       VALUES ($1, $2, $3, $4, 1, $5, now())`,
      [paymentNo, order.id, method, payable, method === 'online' ? 'SANDBOX-REF' : ''],
    );
    if (method === 'balance') await ledger(handle, spec.companyId, -payable, 'order_pay', order.id);
  }
  const line = (index: number) => {
    const id = lineIds[index];
    if (id === undefined) throw new Error(`the order has no line ${index}`);
    return id;
  };
  return { orderId: order.id, orderNo, lineIds, line, total, paymentNo };
}

/** The sandbox gateway, watched: every refund it is asked for is recorded in `refunds`. */
export function watchedGateway(
  secret: string,
  refunds: { paymentNo: string; amount: number; refundNo?: string }[],
): PaymentGateway {
  const sandbox = gatewayFor(secret);
  return Object.assign(Object.create(sandbox) as PaymentGateway, {
    refund: async (paymentNo: string, amount: number, refundNo: string) => {
      refunds.push({ paymentNo, amount, refundNo });
      return sandbox.refund(paymentNo, amount, refundNo);
    },
  });
}

/** Applies through the API (JSON body, no photos); throws when refused. */
export async function applyFor(
  client: TestClient,
  orderId: number,
  kind: string,
  lines: { order_line_id: number; number: number }[],
): Promise<AfterSaleDetail> {
  const res = await client.post<AfterSaleDetail>(`/api/order/${orderId}/after_sale`, {
    kind,
    reason: '质量问题',
    lines,
  });
  if (res.status !== 200) throw new Error(`apply failed: ${res.body.msg}`);
  return res.body.data;
}

export async function afterSaleLedger(handle: DbHandle, orderId: number) {
  return handle.query<{ amount: number; note: string }>(
    "SELECT amount, note FROM balance_ledger WHERE order_id = $1 AND kind = 'after_sale_refund' ORDER BY id",
    [orderId],
  );
}
