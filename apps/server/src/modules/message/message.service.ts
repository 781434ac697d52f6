/**
 * A store's messages: paged list (all, read or unread), read one, read all. The unread count
 * they return is the same query base.message_count reads, so the badge and the list agree.
 */
import type { Page } from '@mall/shared/codes';
import { MESSAGE_MESSAGES, type MemberMessage, type MessageReadResult } from '@mall/shared/message';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countMessages,
  listMessages,
  type MessageRow,
  markRead,
  messageExists,
} from './message.repository.ts';

const toMessage = (row: MessageRow): MemberMessage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  is_read: row.isRead ? 1 : 0,
  created_at: Math.floor(row.createdAt.getTime() / 1000),
});

export async function listStoreMessages(
  db: Database,
  companyId: number,
  query: { page: number; pageSize: number; isRead?: boolean },
): Promise<Page<MemberMessage>> {
  const [total, rows] = await Promise.all([
    countMessages(db, companyId, query.isRead),
    listMessages(db, companyId, {
      isRead: query.isRead,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  return { list: rows.map(toMessage), total, page: query.page, page_size: query.pageSize };
}

/** Unread messages of the store: base.message_count. */
export function countUnreadMessages(db: Database, companyId: number): Promise<number> {
  return countMessages(db, companyId, false);
}

/** Reading a message twice is not an error; another store's message is not found. */
export async function readMessage(db: Database, companyId: number, id: number): Promise<MessageReadResult> {
  if (!(await messageExists(db, companyId, id))) throw new AppError('not_found', MESSAGE_MESSAGES.notFound);
  const updated = await markRead(db, companyId, id);
  return { updated, message_count: await countUnreadMessages(db, companyId) };
}

export async function readAllMessages(db: Database, companyId: number): Promise<MessageReadResult> {
  const updated = await markRead(db, companyId);
  return { updated, message_count: await countUnreadMessages(db, companyId) };
}
