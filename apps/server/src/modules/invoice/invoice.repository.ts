/** The SQL of invoices. Every read of a member's invoices is scoped to its store. */
import { sql } from 'drizzle-orm';
import { chinaDate } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface OrderForInvoice {
  id: number;
  order_no: string;
  company_id: number;
  company_name: string;
  status: number;
  invoice: unknown;
  goods_amount: number;
  activity_amount: number;
  coupon_amount: number;
  voucher_amount: number;
  shipping_amount: number;
  refunded_amount: number;
}

export async function findOrderForInvoice(ex: Executor, orderId: number): Promise<OrderForInvoice | null> {
  const rows = await rowsOf<OrderForInvoice>(
    ex,
    sql`SELECT o.id, o.order_no, o.company_id, c.name AS company_name, o.status, o.invoice, o.goods_amount,
          o.activity_amount, o.coupon_amount, o.voucher_amount, o.shipping_amount, o.refunded_amount
        FROM orders o JOIN companies c ON c.id = o.company_id WHERE o.id = ${orderId}`,
  );
  return rows[0] ?? null;
}

export async function invoiceExists(ex: Executor, orderId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(ex, sql`SELECT id FROM invoices WHERE order_id = ${orderId}`);
  return rows.length > 0;
}

export async function nextInvoiceId(ex: Executor): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::int AS id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no invoice id');
  return id;
}

export interface NewInvoice {
  id: number;
  orderId: number;
  companyId: number;
  invoiceNo: string;
  invoiceType: number;
  title: string;
  taxNumber: string;
  amount: number;
  taxAmount: number;
  issuedAt: Date;
  /** The reversed invoice this one replaces. */
  replacesId?: number;
  /** A special invoice's buyer details; '' on other types. */
  special: SpecialBuyer;
}

/** What a 增值税专用发票 names of its buyer beside the title and tax number. */
export interface SpecialBuyer {
  reg_address: string;
  reg_phone: string;
  bank_name: string;
  bank_account: string;
}

/** The order's invoice in force, locked, or null when none was issued (or it was reversed). */
export async function lockInvoiceInForce(ex: Executor, orderId: number): Promise<InForceInvoice | null> {
  const rows = await rowsOf<InForceInvoice>(
    ex,
    sql`SELECT id, invoice_type, title, tax_number, reg_address, reg_phone, bank_name, bank_account
      FROM invoices WHERE order_id = ${orderId} AND status = 1 FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export interface InForceInvoice extends SpecialBuyer {
  id: number;
  invoice_type: number;
  title: string;
  tax_number: string;
}

/** Marks an invoice reversed (已红冲). */
export async function reverseInvoice(ex: Executor, id: number): Promise<void> {
  await ex.execute(sql`UPDATE invoices SET status = 2 WHERE id = ${id} AND status = 1`);
}

/** At most one invoice in force per order: a second attempt (a race, a replay) inserts nothing. */
export async function insertInvoice(ex: Executor, v: NewInvoice): Promise<void> {
  await ex.execute(
    sql`INSERT INTO invoices (id, order_id, company_id, invoice_no, invoice_type, title, tax_number, amount,
          tax_amount, status, issued_at, replaces_id, reg_address, reg_phone, bank_name, bank_account)
        VALUES (${v.id}, ${v.orderId}, ${v.companyId}, ${v.invoiceNo}, ${v.invoiceType}, ${v.title}, ${v.taxNumber},
          ${v.amount}, ${v.taxAmount}, 1, ${v.issuedAt.toISOString()}::timestamptz, ${v.replacesId ?? null},
          ${v.special.reg_address}, ${v.special.reg_phone}, ${v.special.bank_name}, ${v.special.bank_account})
        ON CONFLICT (order_id) WHERE status = 1 DO NOTHING`,
  );
}

export interface InvoiceRow extends SpecialBuyer {
  id: number;
  order_id: number;
  order_no: string;
  invoice_no: string;
  invoice_type: number;
  title: string;
  tax_number: string;
  amount: number;
  tax_amount: number;
  status: number;
  issued_at: number;
}

const columns = sql`i.id, i.order_id, o.order_no, i.invoice_no, i.invoice_type, i.title, i.tax_number, i.amount,
  i.tax_amount, i.status, extract(epoch FROM i.issued_at)::float8 AS issued_at, i.reg_address, i.reg_phone,
  i.bank_name, i.bank_account`;

export interface InvoiceFilter {
  /** YYYY-MM-DD, China dates, inclusive */
  from?: string;
  to?: string;
}

const chinaDay = chinaDate(sql`i.issued_at`);
const filterSql = (f: InvoiceFilter) =>
  sql`${f.from ? sql`AND ${chinaDay} >= ${f.from}::date` : sql``} ${f.to ? sql`AND ${chinaDay} <= ${f.to}::date` : sql``}`;

export async function countInvoices(ex: Executor, companyId: number, f: InvoiceFilter): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT COUNT(*)::int AS n FROM invoices i WHERE i.company_id = ${companyId} ${filterSql(f)}`,
  );
  return rows[0]?.n ?? 0;
}

/** Newest first. */
export async function listInvoices(
  ex: Executor,
  companyId: number,
  f: InvoiceFilter & { limit: number; offset: number },
): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(
    ex,
    sql`SELECT ${columns} FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE i.company_id = ${companyId} ${filterSql(f)}
        ORDER BY i.issued_at DESC, i.id DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
  );
}

export async function findInvoice(ex: Executor, id: number, companyId: number): Promise<InvoiceRow | null> {
  const rows = await rowsOf<InvoiceRow>(
    ex,
    sql`SELECT ${columns} FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE i.id = ${id} AND i.company_id = ${companyId}`,
  );
  return rows[0] ?? null;
}

export interface InvoiceLineRow {
  name: string;
  spec: string;
  unit: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

export async function findInvoiceLines(ex: Executor, orderId: number): Promise<InvoiceLineRow[]> {
  return rowsOf<InvoiceLineRow>(
    ex,
    sql`SELECT name, spec, unit, quantity, unit_price, amount FROM order_lines WHERE order_id = ${orderId} ORDER BY id`,
  );
}

/** What the store's invoices are made out to (its invoice profile), if it has set one. */
export interface InvoiceProfileRow {
  invoice_type: 1 | 2 | 3;
  title: string;
  tax_number: string;
  bank_name: string;
  bank_account: string;
  reg_address: string;
  reg_phone: string;
  email: string;
}

export async function findInvoiceProfile(
  ex: Executor,
  companyId: number,
): Promise<InvoiceProfileRow | undefined> {
  const rows = await rowsOf<InvoiceProfileRow>(
    ex,
    sql`SELECT invoice_type::int AS invoice_type, title, tax_number, bank_name, bank_account, reg_address, reg_phone,
        email FROM invoice_profiles WHERE company_id = ${companyId}`,
  );
  return rows[0];
}

/**
 * Creates or replaces the store's invoice profile in one statement (two saves at once leave one of
 * them whole, never a mix), and returns it as findInvoiceProfile reads it.
 */
export async function upsertInvoiceProfile(
  ex: Executor,
  companyId: number,
  p: Omit<InvoiceProfileRow, 'invoice_type'> & { invoice_type: number },
): Promise<InvoiceProfileRow> {
  const rows = await rowsOf<InvoiceProfileRow>(
    ex,
    sql`INSERT INTO invoice_profiles (company_id, invoice_type, title, tax_number, bank_name, bank_account,
          reg_address, reg_phone, email)
        VALUES (${companyId}, ${p.invoice_type}, ${p.title}, ${p.tax_number}, ${p.bank_name}, ${p.bank_account},
          ${p.reg_address}, ${p.reg_phone}, ${p.email})
        ON CONFLICT (company_id) DO UPDATE SET invoice_type = EXCLUDED.invoice_type, title = EXCLUDED.title,
          tax_number = EXCLUDED.tax_number, bank_name = EXCLUDED.bank_name, bank_account = EXCLUDED.bank_account,
          reg_address = EXCLUDED.reg_address, reg_phone = EXCLUDED.reg_phone, email = EXCLUDED.email
        RETURNING invoice_type::int AS invoice_type, title, tax_number, bank_name, bank_account, reg_address,
          reg_phone, email`,
  );
  const row = rows[0];
  if (!row) throw new Error('invoice profile upsert returned nothing');
  return row;
}
