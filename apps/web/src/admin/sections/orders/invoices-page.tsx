/**
 * 发票: the invoice each order asked for at checkout and the invoice in force; issue one for a
 * completed order that has none, or reissue (红冲 and a new one for what the buyer kept). Finance only.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminInvoice, AdminInvoiceRequest } from '@mall/shared/admin-orders';
import { chinaDateTime } from '@mall/shared/china-time';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { invoicesKey, ordersKey } from './labels';

interface Filters {
  order_no?: string;
  store?: string;
  state?: 'pending' | 'issued';
}

const invoiceText = (i: AdminInvoice) => `${i.invoice_no} · ¥${i.amount}（税额 ¥${i.tax_amount}）`;

export default function InvoicesPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, pagination } = usePaging();
  const list = useQuery({
    queryKey: [...invoicesKey, filters, page],
    queryFn: () => adminApi.get<Paged<AdminInvoiceRequest>>('/api/admin/invoices', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ orderId, kind }: { orderId: number; kind: 'issue' | 'reissue' }) =>
      adminApi.post<{ invoices: AdminInvoice[] }>(`/api/admin/invoices/${orderId}/${kind}`),
    onSuccess: async (_, { kind }) => {
      message.success(kind === 'issue' ? '发票已开具' : '原发票已红冲，新发票已开具');
      await Promise.all([
        client.invalidateQueries({ queryKey: invoicesKey }),
        client.invalidateQueries({ queryKey: ordersKey }),
      ]);
    },
    onError: (error) => message.error(errorText(error)),
  });
  return (
    <Card title="发票">
      <Form<Filters>
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setFilters({
            order_no: values.order_no?.trim() || undefined,
            store: values.store?.trim() || undefined,
            state: values.state,
          });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="order_no" label="订单号">
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="store" label="门店">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="state" label="开票状态">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder="全部"
            options={[
              { value: 'pending', label: '待开具' },
              { value: 'issued', label: '已开具' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      {list.isError ? <Typography.Text type="danger">{errorText(list.error)}</Typography.Text> : null}
      <Table<AdminInvoiceRequest>
        rowKey="order_id"
        data-testid="invoices-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        expandable={{
          rowExpandable: (row) => row.history.length > 0,
          expandedRowRender: (row) => (
            <Table<AdminInvoice>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={row.history}
              columns={[
                { title: '发票号', dataIndex: 'invoice_no' },
                { title: '类型', dataIndex: 'invoice_type_text' },
                { title: '抬头', dataIndex: 'title' },
                { title: '金额', dataIndex: 'amount', align: 'right', render: (v: string) => `¥${v}` },
                { title: '状态', dataIndex: 'status_text' },
                { title: '开具时间', dataIndex: 'issued_at', render: (at: number) => chinaDateTime(at) },
              ]}
            />
          ),
        }}
        columns={[
          { title: '订单号', dataIndex: 'order_no' },
          { title: '订单状态', dataIndex: 'order_status_text', width: 90 },
          { title: '门店', dataIndex: 'company_name' },
          {
            title: '开票要求',
            dataIndex: 'title',
            render: (title: string, row) => (
              <span>
                {row.invoice_type_text} · {title}
                {row.tax_number ? (
                  <Typography.Text type="secondary"> {row.tax_number}</Typography.Text>
                ) : null}
              </span>
            ),
          },
          {
            title: '在用发票',
            dataIndex: 'invoice',
            render: (invoice: AdminInvoice | null) =>
              invoice ? <Tag color="success">{invoiceText(invoice)}</Tag> : <Tag>未开具</Tag>,
          },
          {
            title: '操作',
            key: 'act',
            width: 120,
            render: (_: unknown, row) => (
              <Space>
                {row.can.issue ? (
                  <Popconfirm
                    title="按订单的开票要求开具发票？"
                    onConfirm={() => act.mutate({ orderId: row.order_id, kind: 'issue' })}
                  >
                    <Button size="small" type="primary">
                      开具
                    </Button>
                  </Popconfirm>
                ) : null}
                {row.can.reissue ? (
                  <Popconfirm
                    title="红冲在用的发票并按买家实付重新开具？"
                    onConfirm={() => act.mutate({ orderId: row.order_id, kind: 'reissue' })}
                  >
                    <Button size="small">重开</Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
