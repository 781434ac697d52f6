/**
 * The console's catalogue API (permission `catalogue`): goods, offers, categories, brands, and the
 * import and export of goods, stock and prices. Every route is behind requirePermission; the
 * import's file and goods pictures are the only uploads here, within the upload limits.
 */
import multipart from '@fastify/multipart';
import {
  brandSchema,
  categorySchema,
  controlRuleSchema,
  goodsQuerySchema,
  goodsUpdateSchema,
  importApplySchema,
  offerUpdateSchema,
} from '@mall/shared/admin-catalogue-schemas';
import { formatChinaTime } from '@mall/shared/china-time';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, operatorOf, requirePermission } from '../../http/operator-session.ts';
import { MAX_UPLOAD_BYTES, readUploadForm } from '../../http/uploads.ts';
import { idField, parseInput } from '../../http/validation.ts';
import { uploadImage } from '../admin-content/admin-content.service.ts';
import { sendWorkbook, workbookOf } from '../excel-export/workbook.ts';
import {
  brandList,
  catalogueOptions,
  categoryTree,
  goodsDetail,
  listGoodsPage,
  manufacturerOptions,
  removeBrand,
  removeCategory,
  saveBrand,
  saveCategory,
  saveControlRule,
  saveGoods,
  saveOffer,
} from './admin-catalogue.service.ts';
import { applyImport, csvOf, exportSheet, previewImport } from './catalogue-import.service.ts';

const idParams = z.object({ id: idField() });
const exportQuery = goodsQuerySchema.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
const manufacturerQuery = z.object({ keyword: z.string().trim().max(50).default('') });

export function adminCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { onRequest: requirePermission('catalogue') };

  app.get('/api/admin/catalogue/goods', guard, async (request) =>
    ok(await listGoodsPage(ctx, parseInput(goodsQuerySchema, request.query ?? {}))),
  );

  app.get('/api/admin/catalogue/goods/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok(await goodsDetail(ctx, id));
  });

  app.post('/api/admin/catalogue/goods/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(goodsUpdateSchema, request.body ?? {});
    return ok(await saveGoods(ctx, actorOf(request), id, input));
  });

  app.post('/api/admin/catalogue/goods/:id/control-rule', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(controlRuleSchema, request.body ?? {});
    return ok(await saveControlRule(ctx, actorOf(request), id, input));
  });

  app.post('/api/admin/catalogue/offers/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(offerUpdateSchema, request.body ?? {});
    return ok(await saveOffer(ctx, actorOf(request), id, input));
  });

  app.get('/api/admin/catalogue/options', guard, async () => ok(await catalogueOptions(ctx)));

  app.get('/api/admin/catalogue/manufacturers', guard, async (request) => {
    const { keyword } = parseInput(manufacturerQuery, request.query ?? {});
    return ok(await manufacturerOptions(ctx, keyword));
  });

  app.get('/api/admin/catalogue/categories', guard, async () => ok(await categoryTree(ctx)));

  app.post('/api/admin/catalogue/categories', guard, async (request) => {
    const input = parseInput(categorySchema, request.body ?? {});
    return ok(await saveCategory(ctx, actorOf(request), null, input));
  });

  app.post('/api/admin/catalogue/categories/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(categorySchema, request.body ?? {});
    return ok(await saveCategory(ctx, actorOf(request), id, input));
  });

  app.post('/api/admin/catalogue/categories/:id/delete', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await removeCategory(ctx, actorOf(request), id);
    return ok(null);
  });

  app.get('/api/admin/catalogue/brands', guard, async () => ok(await brandList(ctx)));

  app.post('/api/admin/catalogue/brands', guard, async (request) => {
    const input = parseInput(brandSchema, request.body ?? {});
    return ok(await saveBrand(ctx, actorOf(request), null, input));
  });

  app.post('/api/admin/catalogue/brands/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const input = parseInput(brandSchema, request.body ?? {});
    return ok(await saveBrand(ctx, actorOf(request), id, input));
  });

  app.post('/api/admin/catalogue/brands/:id/delete', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await removeBrand(ctx, actorOf(request), id);
    return ok(null);
  });

  app.get('/api/admin/catalogue/export', guard, async (request, reply) => {
    const { format, ...query } = parseInput(exportQuery, request.query ?? {});
    const sheet = await exportSheet(ctx, query);
    const stamp = formatChinaTime(Math.floor(Date.now() / 1000))
      .replace(/\D/g, '')
      .slice(0, 12);
    if (format === 'csv')
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="catalogue-${stamp}.csv"; filename*=UTF-8''${encodeURIComponent(`商品价格库存-${stamp}.csv`)}`,
        )
        .send(csvOf(sheet));
    return sendWorkbook(reply, await workbookOf(sheet), `商品价格库存-${stamp}.xlsx`);
  });

  app.post('/api/admin/catalogue/import/apply', guard, async (request) => {
    const input = parseInput(importApplySchema, request.body ?? {});
    return ok(await applyImport(ctx, actorOf(request), input));
  });

  // Multipart only here, in this plugin's scope: no other route accepts uploads by accident.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    scope.post('/api/admin/catalogue/import/preview', guard, async (request) => {
      const form = await readUploadForm(request);
      return ok(await previewImport(ctx, form.file));
    });
    // A goods picture: the content section's upload (checked by content, stored as /media/…, audited).
    scope.post('/api/admin/catalogue/images', guard, async (request) => {
      const form = await readUploadForm(request);
      const actor = { ...actorOf(request), username: operatorOf(request).username };
      return ok(await uploadImage(ctx, actor, form.file));
    });
  });
}
