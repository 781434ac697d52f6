/**
 * The console's answers to what stores send: replies to their feedback, and the progress of the
 * varieties they asked for (求购). Both go through the same writes the `orders reply-feedback` /
 * `orders wanted` commands use, in one transaction with the audit row.
 */
import type { AdminFeedback, AdminWanted } from '@mall/shared/admin-content';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { openStoredFile } from '../../http/uploads.ts';
import type { StoredImage } from '../after-sale/after-sale.repository.ts';
import { setFeedbackReply } from '../feedback/feedback.repository.ts';
import { changeWantedStatus, WantedChangeRefusal } from '../wanted/wanted.service.ts';
import {
  findFeedbackRow,
  findWantedRow,
  pageFeedbackRows,
  pageWantedRows,
} from './admin-content.repository.ts';
import { audit, type ContentActor, type Paging, paged, windowOf } from './admin-content.service.ts';

const FEEDBACK_NOT_FOUND = '反馈不存在';
const WANTED_NOT_FOUND = '求购记录不存在';

// --- feedback ---

const feedbackImageUrl = (id: number, n: number) => `/api/admin/content/feedback/${id}/images/${n}`;

const toFeedback = (row: NonNullable<Awaited<ReturnType<typeof findFeedbackRow>>>): AdminFeedback => ({
  ...row,
  images: (row.images as StoredImage[]).map((_, n) => feedbackImageUrl(row.id, n)),
});

export async function feedbackList(ctx: AppContext, replied: boolean | undefined, p: Paging) {
  const { rows, total } = await pageFeedbackRows(ctx.db, replied, windowOf(p));
  return paged(rows.map(toFeedback), total, p);
}

export async function openFeedbackPhoto(ctx: AppContext, id: number, index: number) {
  const row = await findFeedbackRow(ctx.db, id);
  const image = row ? (row.images as StoredImage[])[index] : undefined;
  return openStoredFile(ctx.config.dataDir, image, '图片不存在');
}

/** Answers (or re-answers) a member's feedback, as `orders reply-feedback <id> --text` does. */
export function replyFeedback(ctx: AppContext, actor: ContentActor, id: number, text: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await findFeedbackRow(tx, id);
    if (!before) throw new AppError('not_found', FEEDBACK_NOT_FOUND);
    await setFeedbackReply(tx, id, text, actor.username);
    const after = toFeedback((await findFeedbackRow(tx, id)) as typeof before);
    await recordAudit(tx, {
      ...audit(actor),
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
      before: { reply: before.reply, replied_by: before.replied_by },
      after: { reply: after.reply, replied_by: after.replied_by },
    });
    return after;
  });
}

// --- wanted varieties ---

const toWanted = (row: NonNullable<Awaited<ReturnType<typeof findWantedRow>>>): AdminWanted => ({
  ...row,
  status: row.status as 0 | 1 | 2,
});

export async function wantedList(ctx: AppContext, status: number | undefined, p: Paging) {
  const { rows, total } = await pageWantedRows(ctx.db, status, windowOf(p));
  return paged(rows.map(toWanted), total, p);
}

/** The store's progress on a request, as `orders wanted <id> --status …` sets it. */
export function changeWanted(
  ctx: AppContext,
  actor: ContentActor,
  id: number,
  body: { status: 0 | 1 | 2; goods_id: number | null; reply?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const before = await findWantedRow(tx, id);
    if (!before) throw new AppError('not_found', WANTED_NOT_FOUND);
    try {
      await changeWantedStatus(tx, id, {
        status: body.status,
        goodsId: body.goods_id,
        ...(body.reply === undefined ? {} : { reply: body.reply }),
      });
    } catch (error) {
      if (error instanceof WantedChangeRefusal) throw AppError.validation({ goods_id: [error.message] });
      throw error;
    }
    const after = toWanted((await findWantedRow(tx, id)) as typeof before);
    const pick = (w: AdminWanted) => ({ status: w.status, goods_id: w.goods_id, reply: w.reply });
    await recordAudit(tx, {
      ...audit(actor),
      action: 'wanted.status',
      targetType: 'wanted',
      targetId: id,
      before: pick(toWanted(before)),
      after: pick(after),
    });
    return after;
  });
}
