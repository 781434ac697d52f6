/**
 * Electronic invoices: one per completed order, issued in the transaction that completes it
 * (issueInvoice) and reissued after a refund (reissueInvoice: the old one 已红冲), listed for the
 * store, and drawn as a PDF for its owner only.
 */
import type { Page } from '@mall/shared/codes';
import type { InvoiceProfileInput } from '@mall/shared/invoice-profile';
import { formatFen } from '@mall/shared/money';
import { INVOICE_TYPES, type InvoiceProfile, type InvoiceRead, type InvoiceType } from '@mall/shared/order';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { findSettings } from '../settings/settings.repository.ts';
import { getPublicConfig } from '../settings/settings.service.ts';
import {
  countInvoices,
  findInvoice,
  findInvoiceLines,
  findInvoiceProfile,
  findOrderForInvoice,
  type InvoiceFilter,
  type InvoiceProfileRow,
  type InvoiceRow,
  insertInvoice,
  invoiceExists,
  listInvoices,
  lockInvoiceInForce,
  nextInvoiceId,
  reverseInvoice,
  type SpecialBuyer,
  upsertInvoiceProfile,
} from './invoice.repository.ts';
import type { InvoicePdfData } from './invoice-pdf.ts';
import { invoiceAmount, invoiceNumber, taxOf } from './invoice-rules.ts';

export const INVOICE_MESSAGES = {
  notFound: '发票不存在',
  fontMissing: '发票字体未安装，请联系管理员',
} as const;

const INVOICE_STATUS_TEXT: Record<number, string> = { 0: '开具中', 1: '已开具', 2: '已红冲' };

const snapshotSchema = z
  .object({
    invoice_type: z.coerce.number().int().min(1).max(3).catch(3),
    title: z.string().catch(''),
    tax_number: z.string().catch(''),
    reg_address: z.string().catch(''),
    reg_phone: z.string().catch(''),
    bank_name: z.string().catch(''),
    bank_account: z.string().catch(''),
  })
  .catch({
    invoice_type: 3,
    title: '',
    tax_number: '',
    reg_address: '',
    reg_phone: '',
    bank_name: '',
    bank_account: '',
  });

const NO_SPECIAL: SpecialBuyer = { reg_address: '', reg_phone: '', bank_name: '', bank_account: '' };

/** A special invoice (type 2) names the buyer's registered address, phone, bank and account. */
function specialOf(type: number, s: SpecialBuyer): SpecialBuyer {
  if (type !== 2) return NO_SPECIAL;
  return {
    reg_address: s.reg_address.trim(),
    reg_phone: s.reg_phone.trim(),
    bank_name: s.bank_name.trim(),
    bank_account: s.bank_account.trim(),
  };
}

/**
 * Issues the invoice of a completed order from its invoice snapshot; a second call for the same
 * order does nothing. Call it inside the transaction that moves the order to 已完成.
 */
export async function issueInvoice(tx: Executor, orderId: number, now = new Date()): Promise<void> {
  if (await invoiceExists(tx, orderId)) return;
  const order = await findOrderForInvoice(tx, orderId);
  if (!order) throw new Error(`no order ${orderId} to invoice`);
  if (order.status !== 3) throw new Error(`order ${orderId} is not completed (status ${order.status})`);
  const snapshot = snapshotSchema.parse(order.invoice ?? {});
  const amount = invoiceAmount(order);
  const id = await nextInvoiceId(tx);
  await insertInvoice(tx, {
    id,
    orderId,
    companyId: order.company_id,
    invoiceNo: invoiceNumber(id, now),
    invoiceType: snapshot.invoice_type,
    // A store without an invoice profile is invoiced under its own name.
    title: snapshot.title.trim() || order.company_name,
    taxNumber: snapshot.tax_number.trim(),
    amount,
    taxAmount: taxOf(amount),
    issuedAt: now,
    special: specialOf(snapshot.invoice_type, snapshot),
  });
}

/**
 * After a refund on an invoiced order: reverses (红冲) the invoice in force and issues a new one for
 * what the buyer kept, under the same title and tax number; nothing when the order is not invoiced
 * yet (its completion invoices the kept amount) or nothing is kept. Call it inside the refund's
 * transaction, after the order's refunded amount is written.
 */
export async function reissueInvoice(tx: Executor, orderId: number, now = new Date()): Promise<void> {
  const current = await lockInvoiceInForce(tx, orderId);
  if (!current) return;
  await reverseInvoice(tx, current.id);
  const order = await findOrderForInvoice(tx, orderId);
  if (!order) throw new Error(`no order ${orderId} to invoice`);
  const amount = invoiceAmount(order);
  if (amount === 0) return;
  const id = await nextInvoiceId(tx);
  await insertInvoice(tx, {
    id,
    orderId,
    companyId: order.company_id,
    invoiceNo: invoiceNumber(id, now),
    invoiceType: current.invoice_type,
    title: current.title,
    taxNumber: current.tax_number,
    amount,
    taxAmount: taxOf(amount),
    issuedAt: now,
    replacesId: current.id,
    special: specialOf(current.invoice_type, current),
  });
}

function toRead(row: InvoiceRow): InvoiceRead {
  const type = row.invoice_type as InvoiceType;
  const status = row.status as 0 | 1 | 2;
  return {
    id: row.id,
    order_id: row.order_id,
    order_no: row.order_no,
    invoice_no: row.invoice_no,
    invoice_type: type,
    invoice_type_text: INVOICE_TYPES[type],
    title: row.title,
    tax_number: row.tax_number,
    amount: formatFen(row.amount),
    tax_amount: formatFen(row.tax_amount),
    status,
    status_text: INVOICE_STATUS_TEXT[status] ?? '',
    issued_at: Math.floor(Number(row.issued_at)),
    pdf_url: `/api/user/invoice/${row.id}/pdf`,
  };
}

export async function listStoreInvoices(
  ctx: AppContext,
  session: SessionInfo,
  query: InvoiceFilter & { page: number; pageSize: number },
): Promise<Page<InvoiceRead>> {
  const filter: InvoiceFilter = {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  const [total, rows] = await Promise.all([
    countInvoices(ctx.db, session.companyId, filter),
    listInvoices(ctx.db, session.companyId, {
      ...filter,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  return { list: rows.map(toRead), total, page: query.page, page_size: query.pageSize };
}

const sellerText = z.string().trim().catch('');
/** Settings 'invoice_seller': what the seller block of an invoice prints besides the company name. */
const sellerSchema = z
  .object({
    tax_number: sellerText,
    address: sellerText,
    phone: sellerText,
    bank_name: sellerText,
    bank_account: sellerText,
  })
  .partial()
  .catch({});

async function sellerOf(ex: Executor): Promise<InvoicePdfData['seller']> {
  const [site, values] = await Promise.all([getPublicConfig(ex), findSettings(ex, ['invoice_seller'])]);
  const own = sellerSchema.parse(values.get('invoice_seller') ?? {});
  const { footer, site_name, hot_line } = site.common_config;
  // Without its own setting the seller's taxpayer number is the unified social credit code of its
  // business licence, which is what a company's 纳税人识别号 has been since 2015.
  const licence = footer.licences.find((l) => l.name === '营业执照')?.number ?? '';
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    name: footer.company || site_name,
    tax_number: own.tax_number || licence,
    address_phone: join(own.address || footer.address, own.phone || hot_line),
    bank: join(own.bank_name, own.bank_account),
  };
}

/** What the PDF shows, for the store's own invoice; anyone else's is not found. */
export async function invoicePdfData(
  ctx: AppContext,
  session: SessionInfo,
  id: number,
): Promise<InvoicePdfData> {
  const row = await findInvoice(ctx.db, id, session.companyId);
  const order = row && (await findOrderForInvoice(ctx.db, row.order_id));
  if (!row || !order) throw new AppError('not_found', INVOICE_MESSAGES.notFound);
  const [lines, seller] = await Promise.all([findInvoiceLines(ctx.db, row.order_id), sellerOf(ctx.db)]);
  const read = toRead(row);
  return {
    invoice: read,
    seller,
    special: read.invoice_type === 2 ? specialOf(2, row) : null,
    lines,
    discount: order.activity_amount + order.coupon_amount + order.voucher_amount,
    shipping: order.shipping_amount,
    refunded: order.refunded_amount,
  };
}

const toProfile = (row: InvoiceProfileRow): InvoiceProfile => ({
  ...row,
  invoice_type_text: INVOICE_TYPES[row.invoice_type],
});

export async function invoiceProfileOf(ctx: DbContext, session: SessionInfo): Promise<InvoiceProfile | null> {
  const row = await findInvoiceProfile(ctx.db, session.companyId);
  return row ? toProfile(row) : null;
}

/**
 * Creates or replaces the acting store's invoice profile: always the session's store, whatever the
 * request says. Orders copy the profile when they are placed, so only orders placed after this use it.
 */
export async function saveInvoiceProfile(
  ctx: DbContext,
  session: SessionInfo,
  input: InvoiceProfileInput,
): Promise<InvoiceProfile> {
  return toProfile(await upsertInvoiceProfile(ctx.db, session.companyId, input));
}
