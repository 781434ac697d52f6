/**
 * The scrolling conversation: older pages load when the reader scrolls to the top (the view stays
 * where it was), and it follows new messages while the reader is at the bottom. It reports whether
 * the bottom is in view, which is when the page marks messages read.
 */
import type { ChatMessage, ChatSender } from '@mall/shared/chat';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ImagePreview } from '@/components/image-preview/image-preview';
import type { OutboxEntry } from '../socket/thread';
import { MessageBubble, PendingBubble } from './message-bubble';
import styles from './message-list.module.css';

/** Within this many pixels of an edge counts as being there. */
const EDGE_PX = 48;

interface MessageListProps {
  self: ChatSender;
  messages: readonly ChatMessage[];
  outbox: readonly OutboxEntry[];
  peerReadId: number;
  hasMore: boolean;
  onLoadOlder: () => Promise<unknown>;
  onAtBottom: (atBottom: boolean) => void;
  onDiscard: (clientId: string) => void;
  /** Shown when there is nothing yet. */
  emptyText: string;
}

export function MessageList(props: MessageListProps): React.JSX.Element {
  const { self, messages, outbox, peerReadId, hasMore, onLoadOlder, onAtBottom } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const before = useRef({ firstId: 0, height: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, []);

  // An older page keeps the reader's place; anything else follows the bottom if the reader was there.
  const lastOutbox = outbox.at(-1)?.client_id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.id ?? 0;
    if (before.current.firstId !== 0 && firstId < before.current.firstId) {
      el.scrollTop += el.scrollHeight - before.current.height;
    } else {
      toBottom();
    }
    before.current = { firstId, height: el.scrollHeight };
  }, [messages, toBottom]);

  // Sending always brings the reader down to what was sent.
  useLayoutEffect(() => {
    if (lastOutbox === undefined) return;
    stuck.current = true;
    toBottom();
  }, [lastOutbox, toBottom]);

  const loadOlder = useCallback(() => {
    if (!hasMore || loadingOlder) return;
    const el = scroller.current;
    if (el) before.current = { firstId: messages[0]?.id ?? 0, height: el.scrollHeight };
    setLoadingOlder(true);
    void onLoadOlder().finally(() => setLoadingOlder(false));
  }, [hasMore, loadingOlder, messages, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (atBottom !== stuck.current) {
      stuck.current = atBottom;
      onAtBottom(atBottom);
    }
    if (el.scrollTop < EDGE_PX) loadOlder();
  };

  // A first page shorter than the view cannot be scrolled up: keep loading until it can.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasMore && !loadingOlder && el.scrollHeight <= el.clientHeight) loadOlder();
  }, [hasMore, loadingOlder, loadOlder]);

  return (
    <div className={styles.scroller} ref={scroller} onScroll={onScroll} data-testid="chat-messages">
      {hasMore ? (
        <button type="button" className={styles.more} onClick={loadOlder} disabled={loadingOlder}>
          {loadingOlder ? '加载中…' : '查看更早的消息'}
        </button>
      ) : messages.length > 0 ? (
        <p className={styles.start}>以上是全部聊天记录</p>
      ) : null}
      {messages.length === 0 && outbox.length === 0 ? (
        <p className={styles.empty}>{props.emptyText}</p>
      ) : null}
      <ul className={styles.list}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            own={message.sender === self}
            read={message.id <= peerReadId}
            onOpenImage={setViewing}
            onImageLoad={toBottom}
          />
        ))}
        {outbox.map((entry) => (
          <PendingBubble key={entry.client_id} entry={entry} onDiscard={props.onDiscard} />
        ))}
      </ul>
      {viewing ? (
        <ImagePreview
          src={viewing}
          alt="聊天图片"
          caption={false}
          testId="chat-image-viewer"
          onClose={() => setViewing(null)}
        />
      ) : null}
    </div>
  );
}
