/**
 * Returns and after-sales of the acting store:
 *
 *   POST /api/order/{id}/after_sale  multipart/form-data: `kind` (return_refund | refund_only |
 *        resend | wrong_missing | documents), `reason`, `lines` as a JSON string
 *        `[{"order_line_id":12,"number":2}]`, and up to 6 photos each under the field `images`
 *        (JPG/PNG/WEBP by content, 5 MB each). Without photos a JSON or form body works too, with
 *        `lines` as a list (`lines[0][order_line_id]=12&lines[0][number]=2`) or the same JSON string.
 *   GET  /api/after_sale?page&page_size&order_id   → Page<AfterSaleSummary>
 *   GET  /api/after_sale/{id}                      → AfterSaleDetail
 *   GET  /api/after_sale/{id}/image/{n}            → the n-th photo (from 0), to its owner only
 */
import multipart from '@fastify/multipart';
import { Code } from '@mall/shared/codes';
import { AFTER_SALE_IMAGES_MAX, ORDER_MESSAGES } from '@mall/shared/order';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { MAX_UPLOAD_BYTES, sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { imageParams, listQuery } from './after-sale.schemas.ts';
import {
  AFTER_SALE_MESSAGES,
  afterSaleDetail,
  applyAfterSale,
  listStoreAfterSales,
  openAfterSaleImage,
} from './after-sale.service.ts';
import { readAfterSaleForm } from './after-sale-form.ts';

export function afterSaleRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Multipart only in this scope, as for licences: no other route takes uploads by accident.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: AFTER_SALE_IMAGES_MAX + 1 },
    });
    const member = { onRequest: requireMember };

    scope.post('/api/order/:id/after_sale', member, async (request) => {
      const orderId = rowIdOf(request, ORDER_MESSAGES.notFound);
      const form = await readAfterSaleForm(request);
      const data = await applyAfterSale(ctx, memberOf(request), orderId, form.fields, form.images);
      return { code: Code.Ok, msg: ORDER_MESSAGES.afterSaleCreated, data };
    });

    scope.get('/api/after_sale', member, async (request) => {
      const query = parseInput(listQuery, request.query);
      return ok(
        await listStoreAfterSales(ctx, memberOf(request), {
          page: query.page,
          pageSize: query.page_size,
          ...(query.order_id === undefined ? {} : { orderId: query.order_id }),
        }),
      );
    });

    scope.get('/api/after_sale/:id', member, async (request) =>
      ok(await afterSaleDetail(ctx, memberOf(request), rowIdOf(request, AFTER_SALE_MESSAGES.notFound))),
    );

    scope.get('/api/after_sale/:id/image/:n', member, async (request, reply) => {
      const id = rowIdOf(request, AFTER_SALE_MESSAGES.imageNotFound);
      let index: number;
      try {
        index = parseInput(imageParams, request.params).n;
      } catch {
        index = -1;
      }
      return sendStoredFile(reply, await openAfterSaleImage(ctx, memberOf(request), id, index));
    });
  });
}
