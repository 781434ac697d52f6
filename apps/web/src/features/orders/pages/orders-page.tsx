/**
 * /order 我的订单: tabs by status with their counts, search, date range and paging, all kept in
 * the URL query so the member centre's count links and a reload land on the same list.
 */
import { ORDER_TAB_TEXT, ORDER_TABS, type OrderTab } from '@mall/shared/order';
import { Button, Pagination, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE, type OrderListQuery, useOrders } from '@/api/orders/get-orders';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ExportLink, exportUrls } from '@/features/quick-order/components/bulk-links';
import { OrderCard } from '../components/order-card';
import { OrderFilters } from '../components/order-filters';
import { orderQueryParams, parseOrderQuery, withFilter } from '../utils/order-query';
import styles from './orders-page.module.css';

export default function OrdersPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const query = parseOrderQuery(params);
  const orders = useOrders(query);
  const go = (next: OrderListQuery) => setParams(orderQueryParams(next));
  const filtered = query.keywords !== '' || query.start !== '' || query.end !== '';

  let body: React.ReactNode;
  if (orders.isPending) body = <Spinner block />;
  else if (orders.isError)
    body = (
      <EmptyState title="订单加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void orders.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  else if (orders.data.total === 0)
    body = (
      <EmptyState
        testId="orders-empty"
        title={
          filtered
            ? '没有符合条件的订单'
            : `暂无${query.status === 'all' ? '' : ORDER_TAB_TEXT[query.status]}订单`
        }
        description={filtered ? '换个订单号、商品名称或时间段试试' : '下单后可在这里查看订单进度'}
      />
    );
  else
    body = (
      <>
        <div
          className={orders.isPlaceholderData ? styles.stale : undefined}
          aria-busy={orders.isPlaceholderData}
          data-testid="order-list"
        >
          {orders.data.list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
        <Pagination
          className={styles.pager}
          current={orders.data.page}
          pageSize={orders.data.page_size || ORDER_PAGE_SIZE}
          total={orders.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          showTotal={(total) => `共 ${total} 个订单`}
          onChange={(page) => go({ ...query, page })}
        />
      </>
    );

  const counts = orders.data?.counts;
  return (
    <AccountFrame title="我的订单" testId="orders-page">
      <Tabs
        data-testid="order-tabs"
        activeKey={query.status}
        onChange={(key) => go(withFilter(query, { status: key as OrderTab }))}
        items={ORDER_TABS.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`order-tab-${tab}`}>
              {ORDER_TAB_TEXT[tab]}
              {counts && tab !== 'all' ? <em className={styles.count}>{counts[tab]}</em> : null}
            </span>
          ),
        }))}
      />
      <OrderFilters query={query} onChange={(change) => go(withFilter(query, change))} />
      <ExportLink href={exportUrls.orders(query)} testId="orders-export" />
      {body}
    </AccountFrame>
  );
}
