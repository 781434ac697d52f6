import type { ChatMessage } from '@mall/shared/chat';
import type { OutboxEntry } from '../socket/thread';
import { chatTime } from '../utils/chat-time';
import styles from './message-bubble.module.css';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  /** The other side has read it (own messages only). */
  read: boolean;
  onOpenImage: (src: string) => void;
  onImageLoad: () => void;
}

/** One stored message: own on the right with 已读/未读, the other side's on the left with its name. */
export function MessageBubble({ message, own, read, onOpenImage, onImageLoad }: MessageBubbleProps) {
  return (
    <li
      className={own ? `${styles.row} ${styles.own}` : styles.row}
      data-testid="chat-message"
      data-id={message.id}
      data-sender={message.sender}
    >
      <div className={styles.meta}>
        {own ? null : <span className={styles.name}>{message.sender_name}</span>}
        <time dateTime={new Date(message.created_at * 1000).toISOString()}>
          {chatTime(message.created_at)}
        </time>
      </div>
      <div className={styles.line}>
        {own ? (
          <span className={read ? styles.read : styles.unread} data-testid="chat-read-mark">
            {read ? '已读' : '未读'}
          </span>
        ) : null}
        {message.kind === 'image' ? (
          <button
            type="button"
            className={styles.thumbButton}
            aria-label="查看大图"
            onClick={() => onOpenImage(message.image)}
          >
            <img
              src={message.image}
              alt="聊天图片"
              className={styles.thumb}
              width={120}
              height={120}
              data-testid="chat-image"
              onLoad={onImageLoad}
            />
          </button>
        ) : (
          <p className={styles.bubble}>{message.text}</p>
        )}
      </div>
    </li>
  );
}

interface PendingBubbleProps {
  entry: OutboxEntry;
  onDiscard: (clientId: string) => void;
}

/** A text typed but not yet stored: 发送中… until the server echoes it, or the server's refusal. */
export function PendingBubble({ entry, onDiscard }: PendingBubbleProps) {
  return (
    <li className={`${styles.row} ${styles.own}`} data-testid="chat-pending" data-client-id={entry.client_id}>
      <div className={styles.line}>
        {entry.error === undefined ? (
          <span className={styles.unread}>发送中…</span>
        ) : (
          <span className={styles.failed}>
            发送失败：{entry.error}
            <button type="button" className={styles.discard} onClick={() => onDiscard(entry.client_id)}>
              删除
            </button>
          </span>
        )}
        <p className={`${styles.bubble} ${styles.pending}`}>{entry.text}</p>
      </div>
    </li>
  );
}
