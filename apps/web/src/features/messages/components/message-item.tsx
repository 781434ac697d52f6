import { chinaDateTime } from '@mall/shared/china-time';
import type { MemberMessage } from '@mall/shared/message';
import { useState } from 'react';
import styles from './message-item.module.css';

interface MessageItemProps {
  message: MemberMessage;
  onRead: (id: number) => void;
}

/** One message: a dot while unread; clicking the title opens the text and marks it read. */
export function MessageItem({ message, onRead }: MessageItemProps): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const unread = message.is_read === 0;

  const toggle = () => {
    setOpen(!open);
    if (unread) onRead(message.id);
  };

  return (
    <li className={styles.item} data-testid="message-item" data-unread={unread ? '1' : '0'}>
      <button type="button" className={styles.head} onClick={toggle} aria-expanded={open}>
        <span className={unread ? styles.dot : styles.dotRead} aria-hidden="true" />
        <span className={styles.hidden}>{unread ? '未读' : '已读'}</span>
        <span className={unread ? styles.titleUnread : styles.title}>{message.title}</span>
        <time className={styles.time}>{chinaDateTime(message.created_at)}</time>
      </button>
      {open ? <p className={styles.content}>{message.content}</p> : null}
    </li>
  );
}
