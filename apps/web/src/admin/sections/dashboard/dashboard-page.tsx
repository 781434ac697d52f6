/** 概览: today's and this month's figures, the last 30 days by day and by category, and what waits. */
import type { Permission } from '@mall/shared/admin';
import type {
  AdminDashboard,
  DashboardFigures,
  StockAlert,
  WaitingAfterSale,
  WaitingReview,
  WaitingTransfer,
} from '@mall/shared/admin-dashboard';
import { chinaDateTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { AFTER_SALE_KINDS } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { adminApi, errorText } from '../../api';
import { adminKeys, allows, useAdminMe } from '../../session';
import { Chart, type ChartOption } from './chart';

const REVIEW_KIND = { licence: '资质证件', company: '新客户', change: '地址变更' } as const;

function Figures({ title, figures, testId }: { title: string; figures: DashboardFigures; testId: string }) {
  return (
    <Card title={title} data-testid={testId}>
      <Row gutter={16}>
        <Col span={8}>
          <div data-testid={`${testId}-orders`}>
            <Statistic title="订单数" value={figures.orders} />
          </div>
        </Col>
        <Col span={8}>
          <div data-testid={`${testId}-sales`}>
            <Statistic title="销售额（元）" value={formatFen(figures.sales_fen)} />
          </div>
        </Col>
        <Col span={8}>
          <div data-testid={`${testId}-buyers`}>
            <Statistic title="下单客户" value={figures.buyers} />
          </div>
        </Col>
      </Row>
    </Card>
  );
}

interface WaitingCardProps<T> {
  title: string;
  total: number;
  list: T[];
  /** Where the whole list is handled, shown as a link to those who may open it. */
  to: string;
  permission: Permission;
  render: (item: T) => React.ReactNode;
  testId: string;
}

function WaitingCard<T>({ title, total, list, to, permission, render, testId }: WaitingCardProps<T>) {
  const me = useAdminMe().data;
  return (
    <Card
      title={`${title}（${total}）`}
      data-testid={testId}
      extra={allows(me, permission) && total > 0 ? <Link to={to}>去处理</Link> : null}
    >
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" />
      ) : (
        <List size="small" dataSource={list} renderItem={(item) => <List.Item>{render(item)}</List.Item>} />
      )}
    </Card>
  );
}

const yuan = (fen: number) => Number(formatFen(fen));

export default function DashboardPage(): React.JSX.Element {
  const query = useQuery({
    queryKey: [...adminKeys.all, 'dashboard'],
    queryFn: () => adminApi.get<AdminDashboard>('/api/admin/dashboard'),
    refetchInterval: 60_000,
  });
  const data = query.data;

  const byDay = useMemo<ChartOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: 'axis' },
            // Above the plot, clear of the axis names (the default theme puts it at the bottom, on the dates).
            legend: { data: ['订单数', '销售额（元）'], top: 0 },
            grid: { left: 48, right: 56, bottom: 32, top: 48 },
            xAxis: { type: 'category', data: data.by_day.map((d) => d.date.slice(5)) },
            yAxis: [
              { type: 'value', name: '单', minInterval: 1 },
              { type: 'value', name: '元' },
            ],
            series: [
              { name: '订单数', type: 'bar', data: data.by_day.map((d) => d.orders) },
              {
                name: '销售额（元）',
                type: 'line',
                yAxisIndex: 1,
                smooth: true,
                data: data.by_day.map((d) => yuan(d.sales_fen)),
              },
            ],
          }
        : null,
    [data],
  );
  const byCategory = useMemo<ChartOption | null>(
    () =>
      data
        ? {
            tooltip: { trigger: 'item', formatter: '{b}：{c} 元（{d}%）' },
            legend: { type: 'scroll', bottom: 0 },
            series: [
              {
                name: '分类销售额',
                type: 'pie',
                radius: ['35%', '65%'],
                data: data.by_category.map((c) => ({ name: c.name, value: yuan(c.sales_fen) })),
              },
            ],
          }
        : null,
    [data],
  );

  if (query.isError) return <Alert type="error" showIcon title={errorText(query.error)} />;
  if (!data || !byDay || !byCategory) return <Card loading />;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Typography.Text type="secondary">
        统计日期 {data.today}（中国时间）；订单数与销售额为下单口径，不含已取消订单，销售额含余额抵扣部分。
      </Typography.Text>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Figures title="今日" figures={data.today_figures} testId="dashboard-today" />
        </Col>
        <Col xs={24} lg={12}>
          <Figures title="本月" figures={data.month_figures} testId="dashboard-month" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={15}>
          <Card title="近30天订单与销售额">
            <Chart option={byDay} label="近30天每日订单数与销售额" />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card title="近30天分类销售额">
            {data.by_category.length === 0 ? (
              <Empty description="暂无销售" />
            ) : (
              <Chart option={byCategory} label="近30天各一级分类销售额" />
            )}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <WaitingCard<StockAlert>
            title="库存预警"
            testId="dashboard-stock"
            {...data.stock_alerts}
            to="/admin/catalogue"
            permission="catalogue"
            render={(s) => (
              <span>
                {s.goods_name} {s.spec}（{s.warehouse}）剩余{' '}
                <Typography.Text type="danger">{s.stock}</Typography.Text>
              </span>
            )}
          />
        </Col>
        <Col xs={24} lg={12}>
          <WaitingCard<WaitingReview>
            title="待审核"
            testId="dashboard-reviews"
            {...data.pending_reviews}
            to="/admin/members"
            permission="members"
            render={(r) => (
              <span>
                {REVIEW_KIND[r.kind]}：{r.company}（{chinaDateTime(r.created_at)}）
              </span>
            )}
          />
        </Col>
        <Col xs={24} lg={12}>
          <WaitingCard<WaitingAfterSale>
            title="待处理售后"
            testId="dashboard-after-sales"
            {...data.after_sales_waiting}
            to="/admin/orders/after-sales"
            permission="after_sales"
            render={(a) => (
              <span>
                {a.after_sale_no} {AFTER_SALE_KINDS[a.kind as keyof typeof AFTER_SALE_KINDS] ?? a.kind}：
                {a.store}（{chinaDateTime(a.created_at)}）
              </span>
            )}
          />
        </Col>
        <Col xs={24} lg={12}>
          <WaitingCard<WaitingTransfer>
            title="待确认转账"
            testId="dashboard-transfers"
            {...data.transfers_waiting}
            to="/admin/orders"
            permission="orders"
            render={(o) => (
              <span>
                {o.order_no}：{o.store} ¥{formatFen(o.total_fen)}（{chinaDateTime(o.created_at)}）
              </span>
            )}
          />
        </Col>
      </Row>
    </div>
  );
}
