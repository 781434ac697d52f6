/**
 * A member's feedback (意见反馈): written with up to three photos, read back with the operator's
 * reply. Every read is of the session member's own rows; someone else's id is "not found".
 */
import type { Page } from '@mall/shared/codes';
import { type FeedbackRead, type FeedbackType, SELF_SERVICE_MESSAGES as M } from '@mall/shared/self-service';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { openStoredFile, type UploadedFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import type { StoredImage } from '../after-sale/after-sale.repository.ts';
import { checkImages, storeImages } from '../after-sale/after-sale-images.ts';
import {
  countOwnFeedback,
  type FeedbackRow,
  findOwnFeedback,
  insertFeedback,
  listOwnFeedback,
} from './feedback.repository.ts';
import { feedbackSchema } from './feedback.schemas.ts';

export const feedbackImageUrl = (id: number, n: number) => `/api/user/feedback/${id}/image/${n}`;

function toRead(row: FeedbackRow): FeedbackRead {
  const images = row.images as StoredImage[];
  return {
    id: row.id,
    type: row.type as FeedbackType,
    content: row.content,
    contact: row.contact,
    images: images.map((_, n) => feedbackImageUrl(row.id, n)),
    reply: row.reply,
    replied_at: row.reply === '' ? null : row.repliedAt,
    created_at: row.createdAt,
  };
}

/** Fields first, then every photo by content, so a refused call stores nothing. */
export async function createFeedback(
  ctx: AppContext,
  session: SessionInfo,
  fields: Record<string, unknown>,
  images: readonly UploadedFile[],
): Promise<FeedbackRead> {
  const input = parseInput(feedbackSchema, fields);
  const mimes = await checkImages(images);
  const stored = await storeImages(ctx.config.dataDir, images, mimes);
  const id = await insertFeedback(ctx.db, {
    memberId: session.memberId,
    companyId: session.companyId,
    type: input.type,
    content: input.content,
    contact: input.contact,
    images: stored,
  });
  const row = await findOwnFeedback(ctx.db, session.memberId, id);
  if (!row) throw new Error('feedback vanished after insert');
  return toRead(row);
}

export async function listFeedback(
  ctx: AppContext,
  session: SessionInfo,
  page: { page: number; pageSize: number },
): Promise<Page<FeedbackRead>> {
  const [total, rows] = await Promise.all([
    countOwnFeedback(ctx.db, session.memberId),
    listOwnFeedback(ctx.db, session.memberId, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    }),
  ]);
  return { list: rows.map(toRead), total, page: page.page, page_size: page.pageSize };
}

export async function openFeedbackImage(ctx: AppContext, session: SessionInfo, id: number, index: number) {
  const row = await findOwnFeedback(ctx.db, session.memberId, id);
  const image = row ? (row.images as StoredImage[])[index] : undefined;
  return openStoredFile(ctx.config.dataDir, image, M.feedbackNotFound);
}
