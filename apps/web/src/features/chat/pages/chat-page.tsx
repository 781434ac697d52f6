/**
 * /chat 在线客服: the member's conversation with the store's agents as a full-frame page, made to
 * sit in the side bar's chat panel (it also works opened on its own). In the frame it tells the
 * page around it the unread count, and marks read only while the panel is shown.
 */
import { useEffect, useState } from 'react';
import { isMember, useUserBase } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useMemberChat } from '../hooks/use-member-chat';
import { usePageVisible } from '../hooks/use-page-visible';
import { connectionNotice } from '../socket/use-chat-connection';
import { FRAME_SOURCE, type FrameUnreadMessage, isHostVisibleMessage } from '../utils/frame-messages';
import styles from './chat-page.module.css';

const embedded = typeof window !== 'undefined' && window.parent !== window;

/** Whether the side bar shows the frame; always true for the page opened on its own. */
function useHostVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!embedded) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isHostVisibleMessage(event.data))
        setVisible(event.data.visible);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return visible;
}

export default function ChatPage(): React.JSX.Element {
  const base = useUserBase();
  const member = isMember(base.data);
  const pageVisible = usePageVisible();
  const hostVisible = useHostVisible();
  const [atBottom, setAtBottom] = useState(true);
  const chat = useMemberChat(member, pageVisible && hostVisible && atBottom);
  const { conversation, thread } = chat;

  useEffect(() => {
    if (!embedded || !conversation.data) return;
    const message: FrameUnreadMessage = { source: FRAME_SOURCE, unread: chat.unread };
    window.parent.postMessage(message, window.location.origin);
  }, [chat.unread, conversation.data]);

  let body: React.ReactNode;
  if (base.isPending || (member && conversation.isPending)) {
    body = <Spinner block />;
  } else if (!member) {
    body = (
      <EmptyState title="请先登录" description="登录后即可与客服在线沟通">
        <a href={paths.login('/chat')} target={embedded ? '_top' : undefined} className={styles.link}>
          去登录
        </a>
      </EmptyState>
    );
  } else if (conversation.isError) {
    body = <EmptyState testId="chat-refused" title={conversation.error.message || '在线客服暂不可用'} />;
  } else if (chat.loadError) {
    body = (
      <EmptyState title={chat.loadError}>
        <button type="button" className={styles.link} onClick={chat.retryLoad}>
          重新加载
        </button>
      </EmptyState>
    );
  } else if (!thread.loaded) {
    body = <Spinner block />;
  } else {
    const notice = connectionNotice(chat.connectionState) ?? chat.notice;
    body = (
      <>
        {notice ? (
          <p className={styles.notice} role="status" data-testid="chat-connection">
            {notice}
          </p>
        ) : null}
        <MessageList
          self="member"
          messages={thread.messages}
          outbox={thread.outbox}
          peerReadId={thread.peerReadId}
          hasMore={thread.hasMore}
          onLoadOlder={chat.loadOlder}
          onAtBottom={setAtBottom}
          onDiscard={chat.discard}
          emptyText="您好，请问有什么可以帮您？"
        />
        <Composer onSendText={chat.sendText} onSendImage={chat.sendPhoto} />
      </>
    );
  }

  return (
    <section className={styles.page} data-testid="chat-page" data-state={chat.connectionState}>
      {embedded ? null : (
        <header className={styles.header}>
          <h1 className={styles.title}>在线客服</h1>
        </header>
      )}
      {body}
    </section>
  );
}
