/**
 * /zhzx/dy: the store's 到货通知 and 降价通知 subscriptions, newest first, each with its state
 * (waiting, told, watching), today's price and stock, and 取消订阅.
 */
import { formatChinaTime } from '@mall/shared/china-time';
import {
  type MemberSubscription,
  SUBSCRIPTION_KIND_LABELS,
  SUBSCRIPTION_PAGE_SIZE,
} from '@mall/shared/subscription';
import { Button, Pagination, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/feedback';
import { useMySubscriptions, useUnsubscribe } from '../api/subscriptions';
import styles from './subscriptions-page.module.css';

function pageOf(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

function stateText(s: MemberSubscription): React.ReactNode {
  if (s.state === 'waiting') return <Tag color="warning">等待到货</Tag>;
  if (s.state === 'notified') return <Tag color="success">已到货通知 {formatChinaTime(s.notified_at)}</Tag>;
  return <Tag color="blue">{s.price_at ? `低于¥${s.price_at}时提醒` : '关注降价'}</Tag>;
}

export default function SubscriptionsPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useMySubscriptions(page);
  const unsubscribe = useUnsubscribe();

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner block />;
  else if (list.isError)
    body = (
      <EmptyState title="订阅加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void list.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  else if (list.data.total === 0)
    body = (
      <EmptyState
        testId="subscriptions-empty"
        title="暂无订阅"
        description="在商品详情页或购物车的失效商品上订阅到货通知、降价通知，到货或降价时会发消息提醒您"
      />
    );
  else
    body = (
      <>
        <FitTable<MemberSubscription>
          data-testid="subscription-list"
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={list.data.list}
          columns={[
            {
              title: '商品',
              key: 'goods',
              render: (_, s) => (
                <div className={styles.goods}>
                  <Link to={paths.goodsDetail(s.goods_id, s)}>{s.name}</Link>
                  <span className={styles.meta}>
                    {s.spec} · {s.manufacturer}
                  </span>
                </div>
              ),
            },
            { title: '类型', key: 'kind', render: (_, s) => SUBSCRIPTION_KIND_LABELS[s.kind] },
            { title: '状态', key: 'state', render: (_, s) => stateText(s) },
            {
              title: '当前价格/库存',
              key: 'now',
              render: (_, s) =>
                `${s.price === null ? '—' : `¥${s.price}`} / ${s.stock > 0 ? s.stock : '缺货'}`,
            },
            { title: '订阅时间', key: 'created', render: (_, s) => formatChinaTime(s.created_at) },
            {
              title: '操作',
              key: 'actions',
              render: (_, s) => (
                <Button
                  size="small"
                  disabled={unsubscribe.isPending}
                  onClick={() =>
                    unsubscribe.mutate(s.id, { onSuccess: (res) => void showToast(res.msg, 'success') })
                  }
                >
                  取消订阅
                </Button>
              ),
            },
          ]}
        />
        <Pagination
          className={styles.pager}
          current={list.data.page}
          pageSize={list.data.page_size || SUBSCRIPTION_PAGE_SIZE}
          total={list.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </>
    );

  return (
    <AccountFrame title="我的订阅" testId="subscriptions-page">
      {body}
    </AccountFrame>
  );
}
