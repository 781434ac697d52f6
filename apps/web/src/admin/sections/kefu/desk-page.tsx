/**
 * 客服工作台 (/admin/kefu): operators with the chat permission (客服, 管理员) answer the members.
 * Conversations on the left with member, store, last message and unread count, all live; the
 * chosen one on the right with its history and a reply box for text and images. The member sees
 * the answering operator's name.
 */
import type { ChatConversationSummary } from '@mall/shared/chat';
import { Badge, Button, Empty, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Composer } from '@/features/chat/components/composer';
import { MessageList } from '@/features/chat/components/message-list';
import { usePageVisible } from '@/features/chat/hooks/use-page-visible';
import { connectionNotice } from '@/features/chat/socket/use-chat-connection';
import { chatTime } from '@/features/chat/utils/chat-time';
import { previewOf } from '@/features/chat/utils/conversations';
import { errorText } from '../../api';
import { useAdminMe } from '../../session';
import { usePhone } from '../../use-phone';
import styles from './desk-page.module.css';
import { useDeskChat } from './use-desk-chat';

function ConversationRow(props: {
  conversation: ChatConversationSummary;
  active: boolean;
  onSelect: (id: number) => void;
}) {
  const { conversation: c, active } = props;
  return (
    <li>
      <button
        type="button"
        className={active ? `${styles.row} ${styles.active}` : styles.row}
        aria-current={active ? 'true' : undefined}
        data-testid="kefu-conversation"
        data-id={c.id}
        data-unread={c.unread}
        onClick={() => props.onSelect(c.id)}
      >
        <span className={styles.rowHead}>
          <span className={styles.member}>{c.member_name}</span>
          <span className={styles.time}>{c.last_message ? chatTime(c.last_message.created_at) : ''}</span>
        </span>
        <span className={styles.company}>{c.company_name}</span>
        <span className={styles.rowFoot}>
          <span className={styles.preview}>{previewOf(c.last_message)}</span>
          <Badge count={c.unread} size="small" />
        </span>
      </button>
    </li>
  );
}

export default function DeskPage(): React.JSX.Element {
  const me = useAdminMe();
  const phone = usePhone();
  const visible = usePageVisible();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const chat = useDeskChat(selectedId, visible && atBottom);
  const list = chat.conversations.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? null;

  if (chat.conversations.isError)
    return (
      <Result
        status="warning"
        title={errorText(chat.conversations.error)}
        extra={<Button onClick={() => void chat.conversations.refetch()}>重新加载</Button>}
      />
    );

  const notice = connectionNotice(chat.connectionState) ?? chat.notice;
  const select = (id: number) => {
    setAtBottom(true);
    setSelectedId(id);
  };

  return (
    <div className={styles.page} data-testid="kefu-page" data-state={chat.connectionState}>
      <header className={styles.header}>
        <span className={styles.title}>在线会话</span>
        {notice ? (
          <Tag color="warning" role="status" data-testid="chat-connection">
            {notice}
          </Tag>
        ) : null}
        <span className={styles.agent}>会员看到的客服名称：{me.data?.name || me.data?.username || ''}</span>
      </header>
      <div className={styles.body}>
        <aside className={styles.side}>
          <h2 className={styles.sideTitle}>会话（{list.length}）</h2>
          {chat.conversations.isPending ? (
            <Spin style={{ margin: 24 }} />
          ) : list.length === 0 ? (
            <Empty description="暂无会话" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <ul className={styles.list} data-testid="kefu-conversations">
              {list.map((c) => (
                <ConversationRow key={c.id} conversation={c} active={c.id === selectedId} onSelect={select} />
              ))}
            </ul>
          )}
        </aside>
        <section className={styles.thread} data-testid="kefu-thread">
          {selected === null ? (
            <Empty className={styles.pick} description={`请从${phone ? '上方' : '左侧'}选择一个会话`} />
          ) : (
            <>
              <div className={styles.threadHead}>
                <strong>{selected.member_name}</strong>
                <span className={styles.company}>{selected.company_name}</span>
              </div>
              {chat.loadError ? (
                <Result
                  status="warning"
                  title={chat.loadError}
                  extra={<Button onClick={chat.retryLoad}>重新加载</Button>}
                />
              ) : !chat.thread.loaded ? (
                <Spin style={{ margin: 'auto' }} />
              ) : (
                <MessageList
                  key={selected.id}
                  self="agent"
                  messages={chat.thread.messages}
                  outbox={chat.outbox}
                  peerReadId={chat.thread.peerReadId}
                  hasMore={chat.thread.hasMore}
                  onLoadOlder={chat.loadOlder}
                  onAtBottom={setAtBottom}
                  onDiscard={chat.discard}
                  emptyText="该会话还没有消息"
                />
              )}
              <Composer
                onSendText={chat.sendText}
                onSendImage={chat.sendPhoto}
                placeholder="回复会员，按 Enter 发送"
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
