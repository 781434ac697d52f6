/**
 * Orders the order-flow tests make for themselves (plain SQL, the tests' own inserts): an order in
 * any state with its lines, balance rows that keep the ledger consistent, and the ledger check
 * every money test ends with.
 */
import { randomInt } from 'node:crypto';
import type { DbHandle } from '../../db/client.ts';

export interface FixtureLine {
  offerId: number;
  goodsId: number;
  quantity: number;
  /** fen */
  unitPrice: number;
  name?: string;
  combinationId?: number | null;
  /** a trade-up line (type 4) */
  tradeUpId?: number | null;
  isYj?: boolean;
}

export interface OrderOptions {
  companyId: number;
  memberId: number;
  status?: 0 | 1 | 2 | 3 | 4;
  /** fen still to pay; default 12,800 */
  payable?: number;
  /** fen taken from the balance at submit (a ledger row is written for it) */
  balanceAmount?: number;
  /** seconds from now; default 1,800 */
  expiresIn?: number;
  /** seconds ago */
  createdAgo?: number;
  completedAgo?: number;
  lines?: FixtureLine[];
  invoice?: Record<string, unknown>;
}

export interface OrderFixture {
  id: number;
  orderNo: string;
  companyId: number;
  payable: number;
}

let sequence = 0;

async function defaultLine(handle: DbHandle): Promise<FixtureLine> {
  const [offer] = await handle.query<{ id: number; goods_id: number }>(
    'SELECT id, goods_id FROM offers ORDER BY id LIMIT 1',
  );
  if (!offer) throw new Error('no offer to order');
  return { offerId: offer.id, goodsId: offer.goods_id, quantity: 2, unitPrice: 6400, name: '阿莫西林胶囊' };
}

const ago = (seconds: number | undefined) =>
  seconds === undefined ? null : new Date(Date.now() - seconds * 1000).toISOString();

export async function createOrder(handle: DbHandle, options: OrderOptions): Promise<OrderFixture> {
  const status = options.status ?? 0;
  const payable = options.payable ?? 12_800;
  const balanceAmount = options.balanceAmount ?? 0;
  const goods = payable + balanceAmount;
  const orderNo = `T${Date.now()}${String(++sequence).padStart(4, '0')}${randomInt(0, 1000)}`;
  const created = ago(options.createdAgo) ?? new Date().toISOString();
  const completed = status === 3 ? (ago(options.completedAgo) ?? new Date().toISOString()) : null;
  const paid = status >= 1 && status <= 3;
  const [row] = await handle.query<{ id: number }>(
    `INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
       balance_amount, payable_amount, paid_amount, pay_method, address, invoice, expires_at, created_at,
       paid_at, shipped_at, completed_at, cancelled_at, delivered_at)
     VALUES ($1, $2, $3, $4, $1, $5, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12), $13,
       $14, $15, $16, $17, $16)
     RETURNING id`,
    [
      orderNo,
      options.companyId,
      options.memberId,
      status,
      goods,
      balanceAmount,
      payable,
      paid ? payable : 0,
      paid ? 'online' : null,
      JSON.stringify({
        consignee: '李四',
        phone: '13900000000',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        detail: '文三路1号',
      }),
      JSON.stringify(
        options.invoice ?? { invoice_type: 3, title: '测试大药房', tax_number: '91330100MA2B7C3L0X' },
      ),
      options.expiresIn ?? 1800,
      created,
      paid ? created : null,
      status >= 2 && status <= 3 ? created : null,
      completed,
      status === 4 ? created : null,
    ],
  );
  if (!row) throw new Error('order insert returned nothing');
  const lines = options.lines ?? [await defaultLine(handle)];
  for (const line of lines) {
    await handle.query(
      `INSERT INTO order_lines (order_id, offer_id, goods_id, type, combination_id, is_yj, name, generic_name, spec,
         dosage_form, manufacturer, approval_number, batch_number, expiry_date, unit, quantity, unit_price,
         raw_unit_price, amount, trade_up_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7, '0.25g*24粒', '胶囊剂', '测试制药有限公司', '国药准字H00000000',
         'B2026001', '2028-06-30', '盒', $8, $9, $9, $10, $11)`,
      [
        row.id,
        line.offerId,
        line.goodsId,
        line.combinationId ? 3 : line.tradeUpId ? 4 : 0,
        line.combinationId ?? null,
        line.isYj ?? false,
        line.name ?? '阿莫西林胶囊',
        line.quantity,
        line.unitPrice,
        line.quantity * line.unitPrice,
        line.tradeUpId ?? null,
      ],
    );
  }
  if (balanceAmount > 0) {
    await recharge(handle, options.companyId, balanceAmount);
    await ledgerRow(handle, options.companyId, -balanceAmount, 'order_pay', row.id);
  }
  return { id: row.id, orderNo, companyId: options.companyId, payable };
}

async function ledgerRow(
  handle: DbHandle,
  companyId: number,
  amount: number,
  kind: string,
  orderId: number | null,
) {
  const [row] = await handle.query<{ balance: number | null }>(
    "SELECT append_balance($1, $2, $3, $4, '') AS balance",
    [companyId, amount, kind, orderId],
  );
  if (row?.balance === null || row?.balance === undefined) throw new Error(`ledger row refused: ${amount}`);
}

/** Money into the store's balance (fen). */
export const recharge = (handle: DbHandle, companyId: number, amount: number) =>
  ledgerRow(handle, companyId, amount, 'recharge', null);

export async function balanceOf(handle: DbHandle, companyId: number): Promise<number> {
  const [row] = await handle.query<{ balance: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS balance FROM balance_ledger WHERE company_id = $1',
    [companyId],
  );
  return row?.balance ?? 0;
}

/**
 * Ledger rows whose running balance is not the sum of the rows up to them, or below zero.
 * Balanced ledgers give [].
 */
export function ledgerProblems(handle: DbHandle) {
  return handle.query<{ id: number; company_id: number }>(
    `SELECT id, company_id FROM (
       SELECT id, company_id, balance_after,
         sum(amount) OVER (PARTITION BY company_id ORDER BY id) AS running
       FROM balance_ledger) r
     WHERE r.balance_after <> r.running OR r.balance_after < 0`,
  );
}

export async function orderRow(handle: DbHandle, id: number) {
  const [row] = await handle.query<{
    status: number;
    paid_amount: number;
    pay_method: string | null;
    paid: boolean;
    expires_in: number;
  }>(
    `SELECT status::int AS status, paid_amount, pay_method, paid_at IS NOT NULL AS paid,
       extract(epoch FROM expires_at - now())::int AS expires_in
     FROM orders WHERE id = $1`,
    [id],
  );
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

export function paymentsOf(handle: DbHandle, orderId: number) {
  return handle.query<{
    payment_no: string;
    method: string;
    amount: number;
    status: number;
    gateway_ref: string;
    refunded_amount: number;
  }>(
    `SELECT payment_no, method, amount, status::int AS status, gateway_ref, refunded_amount
     FROM payments WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

export function eventsOf(handle: DbHandle, orderId: number) {
  return handle.query<{ kind: string; title: string; note: string; actor: string }>(
    'SELECT kind, title, note, actor FROM order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
}

export function messagesOf(handle: DbHandle, companyId: number) {
  return handle.query<{ title: string; content: string }>(
    'SELECT title, content FROM messages WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
}
