/**
 * /kefu 客服工作台: where operator accounts (role 'agent') answer the members. Conversations on the
 * left with member, store, last message and unread count, all live; the chosen one on the right
 * with its history and a reply box for text and images. A buyer reads that the page is for agents
 * only; a guest is sent to log in.
 */
import { CHAT_MESSAGES, type ChatConversationSummary } from '@mall/shared/chat';
import { Badge, Button, Empty, Result } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useUserBase } from '@/api/user/get-user-base';
import { useLogout } from '@/api/user/logout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { useAgentChat } from '../hooks/use-agent-chat';
import { usePageVisible } from '../hooks/use-page-visible';
import { connectionNotice } from '../socket/use-chat-connection';
import { chatTime } from '../utils/chat-time';
import { previewOf } from '../utils/conversations';
import styles from './agent-page.module.css';

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

export default function AgentPage(): React.JSX.Element {
  const base = useUserBase();
  const logout = useLogout();
  const visible = usePageVisible();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const member = base.data?.show === 1 ? base.data : null;
  const agent = member?.is_agent === 1;
  const chat = useAgentChat(agent, selectedId, visible && atBottom);
  const list = chat.conversations.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? null;

  if (base.isPending) return <Spinner block />;
  if (!member) return <Navigate to={paths.login(paths.kefu)} replace />;
  // Buyers are told at once; the server refuses them too (the list call answers 403).
  const refusal = !agent ? CHAT_MESSAGES.agentOnly : chat.conversations.error?.message;
  if (refusal) {
    return (
      <div className={styles.refused} data-testid="kefu-refused">
        <Result
          status="403"
          title={refusal}
          extra={
            <Button type="primary" href={paths.home}>
              返回首页
            </Button>
          }
        />
      </div>
    );
  }

  const notice = connectionNotice(chat.connectionState) ?? chat.notice;
  const select = (id: number) => {
    setAtBottom(true);
    setSelectedId(id);
  };

  return (
    <div className={styles.page} data-testid="kefu-page" data-state={chat.connectionState}>
      <header className={styles.header}>
        <h1 className={styles.title}>客服工作台</h1>
        {notice ? (
          <span className={styles.notice} role="status" data-testid="chat-connection">
            {notice}
          </span>
        ) : null}
        <span className={styles.agent}>{member.name || member.username}</span>
        <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
          退出
        </Button>
      </header>
      <div className={styles.body}>
        <aside className={styles.side}>
          <h2 className={styles.sideTitle}>会话（{list.length}）</h2>
          {chat.conversations.isPending ? (
            <Spinner />
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
            <Empty className={styles.pick} description="请从左侧选择一个会话" />
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
                <Spinner block />
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
