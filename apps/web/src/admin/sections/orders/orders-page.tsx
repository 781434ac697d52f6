/** 订单列表: every store's orders with filters and server paging; a row opens the order's drawer. */
import type { Paged } from '@mall/shared/admin';
import type { AdminOrderItem } from '@mall/shared/admin-orders';
import { chinaDateTime } from '@mall/shared/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { orderStatusColour, orderStatusOptions, ordersKey, payMethodOptions, rangeOf } from './labels';
import { OrderDrawer } from './order-drawer';

interface Filters {
  status?: number;
  order_no?: string;
  store?: string;
  from?: string;
  to?: string;
  pay_method?: string;
  awaiting_transfer?: string;
}

interface FormValues {
  status?: number;
  order_no?: string;
  store?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  pay_method?: string;
  awaiting_transfer?: boolean;
}

export default function OrdersPage(): React.JSX.Element {
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, pagination } = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...ordersKey, 'list', filters, page],
    queryFn: () => adminApi.get<Paged<AdminOrderItem>>('/api/admin/orders', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });

  const search = (values: FormValues) => {
    setFilters({
      status: values.status,
      order_no: values.order_no?.trim() || undefined,
      store: values.store?.trim() || undefined,
      ...rangeOf(values.range),
      pay_method: values.pay_method,
      awaiting_transfer: values.awaiting_transfer ? '1' : undefined,
    });
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card title="订单列表">
      <Form<FormValues>
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
        data-testid="orders-filter"
      >
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={orderStatusOptions} placeholder="全部" />
        </Form.Item>
        <Form.Item name="order_no" label="订单号">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="store" label="门店/会员">
          <Input allowClear style={{ width: 160 }} placeholder="门店名、登录名或门店编号" />
        </Form.Item>
        <Form.Item name="range" label="下单日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="pay_method" label="支付方式">
          <Select allowClear style={{ width: 120 }} options={payMethodOptions} placeholder="全部" />
        </Form.Item>
        <Form.Item name="awaiting_transfer" valuePropName="checked">
          <Checkbox>待确认转账</Checkbox>
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button htmlType="reset" onClick={() => search({})}>
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {list.isError ? <Typography.Text type="danger">{errorText(list.error)}</Typography.Text> : null}
      <Table<AdminOrderItem>
        rowKey="id"
        data-testid="orders-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 1100 }}
        pagination={pagination(list.data?.total, { showSizeChanger: true })}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_no',
            width: 200,
            render: (no: string, row) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(row.id)}>
                {no}
              </Button>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status_text',
            width: 110,
            render: (text: string, row) => (
              <Space size={4} wrap>
                <Tag color={orderStatusColour(row.status)}>{text}</Tag>
                {row.has_after_sale ? <Tag color="red">售后</Tag> : null}
              </Space>
            ),
          },
          {
            title: '门店',
            dataIndex: 'company_name',
            render: (name: string, row) => (
              <span>
                {name}
                <Typography.Text type="secondary">（{row.member}）</Typography.Text>
              </span>
            ),
          },
          {
            title: '金额',
            dataIndex: 'total_amount',
            width: 110,
            align: 'right',
            render: (v: string) => `¥${v}`,
          },
          {
            title: '支付',
            dataIndex: 'pay_method_text',
            width: 150,
            render: (text: string, row) =>
              row.awaiting_transfer ? (
                <Tag color="warning">{text}</Tag>
              ) : (
                text || <Typography.Text type="secondary">未支付</Typography.Text>
              ),
          },
          {
            title: '物流',
            dataIndex: 'tracking_no',
            width: 180,
            render: (no: string, row) => (no ? `${row.carrier} ${no}` : '—'),
          },
          {
            title: '下单时间',
            dataIndex: 'created_at',
            width: 150,
            render: (at: number) => chinaDateTime(at),
          },
          {
            title: '操作',
            key: 'open',
            width: 80,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setOpenId(row.id)}>
                详情
              </Button>
            ),
          },
        ]}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
