/**
 * Electronic invoices of the acting store:
 *
 *   GET /api/user/invoice?page&page_size&start_time&end_time (YYYY-MM-DD, issue date, inclusive)
 *       → Page<InvoiceRead>
 *   GET /api/user/invoice/{id}/pdf[?download=1] → application/pdf, inline or as an attachment
 *       named 电子发票-<invoice_no>.pdf; 503 when no CJK font is installed.
 *   GET /api/user/invoice_profile → InvoiceProfile | null, what the store's invoices are made out to
 *   POST /api/user/invoice_profile {invoice_type, title, tax_number, bank_name, bank_account, reg_address,
 *       reg_phone, email} → InvoiceProfile: creates or replaces the acting store's profile (422 with
 *       field messages on bad input); orders placed from then on carry it, earlier ones keep theirs.
 */

import { Code, type Envelope } from '@mall/shared/codes';
import { INVOICE_PROFILE_MESSAGES, invoiceProfileInputSchema } from '@mall/shared/invoice-profile';
import type { InvoiceProfile } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { optionalDay, pageParam, parseInput } from '../../http/validation.ts';
import {
  INVOICE_MESSAGES,
  invoicePdfData,
  invoiceProfileOf,
  listStoreInvoices,
  saveInvoiceProfile,
} from './invoice.service.ts';
import { findInvoiceFont } from './invoice-font.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

const day = optionalDay('日期格式应为 YYYY-MM-DD');

const listQuery = z
  .object({ page: pageParam(1), page_size: pageParam(10, 50), start_time: day, end_time: day })
  .refine((q) => !q.start_time || !q.end_time || q.start_time <= q.end_time, {
    message: '开始日期不能晚于结束日期',
    path: ['end_time'],
  });

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };

  app.get('/api/user/invoice', member, async (request) => {
    const q = parseInput(listQuery, request.query);
    return ok(
      await listStoreInvoices(ctx, memberOf(request), {
        page: q.page,
        pageSize: q.page_size,
        ...(q.start_time ? { from: q.start_time } : {}),
        ...(q.end_time ? { to: q.end_time } : {}),
      }),
    );
  });

  app.get('/api/user/invoice_profile', member, async (request): Promise<Envelope<InvoiceProfile | null>> => {
    return ok(await invoiceProfileOf(ctx, memberOf(request)));
  });

  app.post('/api/user/invoice_profile', member, async (request): Promise<Envelope<InvoiceProfile>> => {
    const input = parseInput(invoiceProfileInputSchema, request.body ?? {});
    const profile = await saveInvoiceProfile(ctx, memberOf(request), input);
    return { code: Code.Ok, msg: INVOICE_PROFILE_MESSAGES.saved, data: profile };
  });

  app.get('/api/user/invoice/:id/pdf', member, async (request, reply) => {
    const id = rowIdOf(request, INVOICE_MESSAGES.notFound);
    const data = await invoicePdfData(ctx, memberOf(request), id);
    const font = findInvoiceFont(ctx.config.invoiceFontPath);
    if (!font) {
      request.log.warn('no CJK font for invoice PDFs; set INVOICE_FONT_PATH');
      return reply.status(503).send({ code: 503, msg: INVOICE_MESSAGES.fontMissing, data: null });
    }
    const pdf = await renderInvoicePdf(data, font);
    const download = (request.query as { download?: unknown }).download === '1';
    const name = `电子发票-${data.invoice.invoice_no}.pdf`;
    reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${download ? 'attachment' : 'inline'}; filename="invoice-${data.invoice.invoice_no}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    return reply.send(pdf);
  });
}
