/** Messages of a store (/wdxx, /zhzx/wdxx); base.message_count counts the unread ones. */

export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE_MAX = 50;

export const MESSAGE_MESSAGES = {
  notFound: '消息不存在',
  read: '已标为已读',
  allRead: '全部消息已标为已读',
} as const;

export interface MemberMessage {
  id: number;
  title: string;
  content: string;
  is_read: 0 | 1;
  /** Unix seconds. */
  created_at: number;
}

/** Answer of POST /api/user/message/{id}/read and /api/user/message/read_all. */
export interface MessageReadResult {
  /** How many messages changed from unread to read. */
  updated: number;
  /** Unread messages left (base.message_count). */
  message_count: number;
}
