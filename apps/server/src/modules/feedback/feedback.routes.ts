/**
 * The member's feedback (意见反馈):
 *
 *   POST /api/user/feedback  multipart/form-data: `type` (商品建议 | 服务投诉 | 功能建议 | 其他),
 *        `content` (5–500 characters), optional `contact` (mobile, landline or email) and up to 3
 *        photos under `images` (JPG/PNG/WEBP by content, 5 MB each). Without photos a form or
 *        JSON body works too.                                          → FeedbackRead
 *   GET  /api/user/feedback?page&page_size                            → Page<FeedbackRead>
 *   GET  /api/user/feedback/{id}/image/{n}   the n-th photo (from 0), to its author only
 */
import multipart from '@fastify/multipart';
import { Code } from '@mall/shared/codes';
import { FEEDBACK_IMAGES_MAX, SELF_SERVICE_MESSAGES as M } from '@mall/shared/self-service';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { rowIdOf } from '../../http/row-id.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { MAX_UPLOAD_BYTES, sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { IMAGE_COUNT_MESSAGE, IMAGE_FIELD, readAfterSaleForm } from '../after-sale/after-sale-form.ts';
import { feedbackPageQuery, imageParams } from './feedback.schemas.ts';
import { createFeedback, listFeedback, openFeedbackImage } from './feedback.service.ts';

const tooMany = () => AppError.validation({ [IMAGE_FIELD]: [M.imageCount] });

/** The after-sale reader takes more photos than feedback may carry; its count refusal is reworded. */
async function readFeedbackForm(request: Parameters<typeof readAfterSaleForm>[0]) {
  try {
    const form = await readAfterSaleForm(request);
    if (form.images.length > FEEDBACK_IMAGES_MAX) throw tooMany();
    return form;
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors?.[IMAGE_FIELD]?.[0] === IMAGE_COUNT_MESSAGE)
      throw tooMany();
    throw error;
  }
}

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Multipart only in this scope, as for licences and after-sales.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: FEEDBACK_IMAGES_MAX + 1 },
    });
    const member = { onRequest: requireMember };

    scope.post('/api/user/feedback', member, async (request) => {
      const form = await readFeedbackForm(request);
      const data = await createFeedback(ctx, memberOf(request), form.fields, form.images);
      return { code: Code.Ok, msg: M.feedbackCreated, data };
    });

    scope.get('/api/user/feedback', member, async (request) => {
      const query = parseInput(feedbackPageQuery, request.query);
      return ok(await listFeedback(ctx, memberOf(request), { page: query.page, pageSize: query.page_size }));
    });

    scope.get('/api/user/feedback/:id/image/:n', member, async (request, reply) => {
      const id = rowIdOf(request, M.feedbackNotFound);
      let index: number;
      try {
        index = parseInput(imageParams, request.params).n;
      } catch {
        index = -1;
      }
      return sendStoredFile(reply, await openFeedbackImage(ctx, memberOf(request), id, index));
    });
  });
}
