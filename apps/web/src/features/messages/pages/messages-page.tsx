/**
 * /wdxx and /zhzx/wdxx: the member's messages, paged, with an unread marker; opening one marks it
 * read and 全部标为已读 marks them all. Either refreshes the side bar's badge (base message_count).
 */

import { MESSAGE_PAGE_SIZE } from '@mall/shared/message';
import { Button, Pagination } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { useMember } from '@/api/user/get-user-base';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useMessages } from '../api/get-messages';
import { useReadAllMessages, useReadMessage } from '../api/read-messages';
import { MessageItem } from '../components/message-item';
import styles from './messages-page.module.css';

function pageOf(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

export default function MessagesPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const messages = useMessages(page);
  const readOne = useReadMessage();
  const readAll = useReadAllMessages();
  const unreadCount = useMember()?.message_count ?? 0;
  const hasUnread = unreadCount > 0 || (messages.data?.list.some((m) => m.is_read === 0) ?? false);
  // Reached from the account centre (/zhzx/wdxx) it keeps that centre's menu; from the side bar (/wdxx) it stands alone.
  const inAccountCentre = useLocation().pathname.startsWith('/zhzx/');

  let body: React.ReactNode;
  if (messages.isPending) {
    body = <Spinner block />;
  } else if (messages.isError) {
    body = (
      <EmptyState title="消息加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void messages.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  } else if (messages.data.total === 0) {
    body = (
      <EmptyState
        testId="messages-empty"
        title="暂无消息"
        description="审核结果、订单动态等通知会显示在这里"
      />
    );
  } else {
    const data = messages.data;
    body = (
      <>
        <ul className={styles.list} data-testid="message-list">
          {data.list.map((message) => (
            <MessageItem key={message.id} message={message} onRead={(id) => readOne.mutate(id)} />
          ))}
        </ul>
        <Pagination
          className={styles.pager}
          current={data.page}
          pageSize={data.page_size || MESSAGE_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </>
    );
  }

  const heading = (
    <>
      我的消息
      {unreadCount > 0 ? <span className={styles.unread}>（{unreadCount} 条未读）</span> : null}
    </>
  );
  const readAllButton = (
    <Button
      data-testid="messages-read-all"
      disabled={!hasUnread}
      loading={readAll.isPending}
      onClick={() => readAll.mutate(undefined)}
    >
      全部标为已读
    </Button>
  );

  if (inAccountCentre) {
    return (
      <AccountFrame title={heading} extra={readAllButton} testId="messages-page">
        {body}
      </AccountFrame>
    );
  }
  return (
    <section className={styles.page} data-testid="messages-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{heading}</h1>
        {readAllButton}
      </header>
      {body}
    </section>
  );
}
