/**
 * /jfdd 积分订单: what the store redeemed with points, newest first; `?id=` opens one order with its
 * items, address and shipping. The points mall writes these orders; until a store redeems
 * something the page says so and points to its points balance.
 */
import { chinaDate, chinaDateTime } from '@mall/shared/china-time';
import type { PointsOrderRead } from '@mall/shared/order';
import { Button, Descriptions, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { POINTS_ORDER_PAGE_SIZE, usePointsOrder, usePointsOrders } from '@/api/orders/get-points-orders';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { positiveParam } from '@/lib/search-params';

const STATUS_COLOR = { 0: 'processing', 1: 'blue', 2: 'success', 3: 'default' } as const;

function PointsOrderDetail({ order }: { order: PointsOrderRead }): React.JSX.Element {
  const a = order.address;
  return (
    <Descriptions
      data-testid="points-order-detail"
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      title={`积分订单 ${order.order_no}`}
      items={[
        { label: '状态', children: <Tag color={STATUS_COLOR[order.status]}>{order.status_text}</Tag> },
        { label: '消耗积分', children: order.total_points },
        {
          label: '兑换商品',
          span: 2,
          children: order.lines.map((l) => `${l.item_name} × ${l.number}（${l.points} 积分/件）`).join('；'),
        },
        {
          label: '收货地址',
          span: 2,
          children: `${a.consignee} ${a.phone} ${a.province}${a.city}${a.district}${a.detail}`,
        },
        { label: '物流', children: order.carrier ? `${order.carrier} ${order.tracking_no}` : '暂未发货' },
        { label: '下单时间', children: chinaDateTime(order.created_at) },
      ]}
    />
  );
}

export default function PointsOrdersPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = positiveParam(params.get('page')) ?? 1;
  const selected = positiveParam(params.get('id'));
  const orders = usePointsOrders(page);
  const one = usePointsOrder(selected);

  let body: React.ReactNode;
  if (orders.isPending) body = <Spinner block />;
  else if (orders.isError)
    body = (
      <EmptyState title="积分订单加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void orders.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  else if (orders.data.total === 0)
    body = (
      <EmptyState
        testId="points-orders-empty"
        title="暂无积分订单"
        description="在积分商城用积分兑换的商品会在这里显示"
      >
        <Link to="/user">查看我的积分</Link>
      </EmptyState>
    );
  else {
    const data = orders.data;
    body = (
      <FitTable<PointsOrderRead>
        data-testid="points-order-table"
        rowKey="id"
        dataSource={data.list}
        pagination={{
          current: data.page,
          pageSize: data.page_size || POINTS_ORDER_PAGE_SIZE,
          total: data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
        }}
        columns={[
          { title: '订单号', dataIndex: 'order_no', width: 190 },
          {
            title: '兑换商品',
            key: 'lines',
            render: (_v, row) => row.lines.map((l) => `${l.item_name} × ${l.number}`).join('，'),
          },
          { title: '积分', dataIndex: 'total_points', width: 90 },
          {
            title: '状态',
            dataIndex: 'status_text',
            width: 90,
            render: (text: string, row) => <Tag color={STATUS_COLOR[row.status]}>{text}</Tag>,
          },
          { title: '下单日期', dataIndex: 'created_at', width: 110, render: (v: number) => chinaDate(v) },
          {
            title: '操作',
            key: 'detail',
            width: 80,
            render: (_v, row) => <Link to={`?id=${row.id}${page > 1 ? `&page=${page}` : ''}`}>详情</Link>,
          },
        ]}
      />
    );
  }

  return (
    <AccountFrame title="积分订单" testId="points-orders-page">
      {selected !== null && one.data ? <PointsOrderDetail order={one.data} /> : null}
      {body}
    </AccountFrame>
  );
}
