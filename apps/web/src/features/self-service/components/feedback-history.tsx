/** The member's past feedback, newest first, each with the operator's reply or 待回复. */
import { chinaDateTime } from '@mall/shared/china-time';
import type { FeedbackRead } from '@mall/shared/self-service';
import { Pagination, Tag } from 'antd';
import { FEEDBACK_PAGE_SIZE, useFeedbackList } from '@/api/user/get-feedback';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import styles from './feedback-history.module.css';

function FeedbackItem({ item }: { item: FeedbackRead }): React.JSX.Element {
  return (
    <li className={styles.item} data-testid="feedback-item">
      <div className={styles.meta}>
        <Tag color="blue">{item.type}</Tag>
        <span>{chinaDateTime(item.created_at)}</span>
        {item.contact ? <span>联系方式：{item.contact}</span> : null}
      </div>
      <p className={styles.content}>{item.content}</p>
      {item.images.length > 0 ? (
        <div className={styles.images}>
          {item.images.map((url, n) => (
            <a key={url} href={url} target="_blank" rel="noopener">
              <img src={url} alt={`反馈图片${n + 1}`} loading="lazy" />
            </a>
          ))}
        </div>
      ) : null}
      {item.reply ? (
        <div className={styles.reply} data-testid="feedback-reply">
          <strong>客服回复：</strong>
          {item.reply}
          <span className={styles.meta}> {chinaDateTime(item.replied_at)}</span>
        </div>
      ) : (
        <div className={styles.pending}>待回复</div>
      )}
    </li>
  );
}

export function FeedbackHistory({
  page,
  onPage,
}: {
  page: number;
  onPage: (page: number) => void;
}): React.JSX.Element {
  const query = useFeedbackList(page);
  if (query.isPending) return <Spinner block />;
  if (query.isError) return <EmptyState title="反馈记录加载失败" description="请稍后刷新重试" />;
  if (query.data.total === 0)
    return <EmptyState testId="feedback-empty" title="暂无反馈记录" description="您提交的意见会显示在这里" />;
  return (
    <>
      <ul className={styles.list} data-testid="feedback-history">
        {query.data.list.map((item) => (
          <FeedbackItem key={item.id} item={item} />
        ))}
      </ul>
      <div className={styles.pager}>
        <Pagination
          current={query.data.page}
          pageSize={FEEDBACK_PAGE_SIZE}
          total={query.data.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={onPage}
        />
      </div>
    </>
  );
}
