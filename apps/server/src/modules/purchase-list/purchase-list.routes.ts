/**
 * The purchase-list import (采购单导入, members only): POST /api/purchase_list/parse reads an
 * uploaded .xlsx or .csv (multipart, field `file`, within the upload limits) into its sheet and a
 * guessed column mapping; POST /api/purchase_list/match matches the mapped rows to offers.
 */
import multipart from '@fastify/multipart';
import type { PurchaseListMatch, PurchaseListSheet } from '@mall/shared/bulk-order';
import type { Envelope } from '@mall/shared/codes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { MAX_UPLOAD_BYTES, readUploadForm } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { matchBody } from './purchase-list.schemas.ts';
import { matchPurchaseList, parsePurchaseList } from './purchase-list.service.ts';

export function purchaseListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { onRequest: requireMember };
  // Multipart only here, in this plugin's scope: no other route accepts uploads by accident.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    scope.post('/api/purchase_list/parse', member, async (request): Promise<Envelope<PurchaseListSheet>> => {
      const form = await readUploadForm(request);
      return ok(await parsePurchaseList(form.file));
    });
  });

  app.post('/api/purchase_list/match', member, async (request): Promise<Envelope<PurchaseListMatch[]>> => {
    const body = parseInput(matchBody, request.body ?? {});
    return ok(await matchPurchaseList(ctx, memberOf(request), body));
  });
}
