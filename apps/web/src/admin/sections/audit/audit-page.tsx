/** 操作日志: every operator act with who, when, what, before and after; filters and pages. */
import { AUDIT_ACTION_LABELS, type AuditItem, type OperatorItem, type Paged } from '@mall/shared/admin';
import { chinaDateTime } from '@mall/shared/china-time';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { adminKeys, allows, useAdminMe } from '../../session';

interface Filters {
  operator_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

interface FormValues {
  operator_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const json = (value: unknown) =>
  value === null || value === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <pre style={{ margin: 0, maxWidth: 320, whiteSpace: 'pre-wrap', fontSize: 12 }}>
      {JSON.stringify(value, null, 1)}
    </pre>
  );

export default function AuditPage(): React.JSX.Element {
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, pagination } = usePaging();
  const me = useAdminMe().data;
  const operators = useQuery({
    queryKey: [...adminKeys.all, 'operators'],
    queryFn: () => adminApi.get<OperatorItem[]>('/api/admin/operators'),
    enabled: allows(me, 'operators'),
  });
  const log = useQuery({
    queryKey: [...adminKeys.all, 'audit', filters, page],
    queryFn: () => adminApi.get<Paged<AuditItem>>('/api/admin/audit', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });

  const search = (values: FormValues) => {
    const [from, to] = values.range ?? [];
    setFilters({
      operator_id: values.operator_id,
      action: values.action?.trim() || undefined,
      target_type: values.target_type?.trim() || undefined,
      target_id: values.target_id?.trim() || undefined,
      from: from?.format('YYYY-MM-DD'),
      to: to?.format('YYYY-MM-DD'),
    });
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card title="操作日志">
      <Form<FormValues> layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        {allows(me, 'operators') ? (
          <Form.Item name="operator_id" label="操作员">
            <Select
              allowClear
              style={{ width: 160 }}
              options={(operators.data ?? []).map((o) => ({
                value: o.id,
                label: `${o.name}（${o.username}）`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="action" label="操作">
          <Select
            allowClear
            showSearch
            style={{ width: 180 }}
            options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="target_type" label="对象类型">
          <Input allowClear style={{ width: 140 }} placeholder="如 licence" />
        </Form.Item>
        <Form.Item name="target_id" label="对象编号">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {log.isError ? <Typography.Text type="danger">{errorText(log.error)}</Typography.Text> : null}
      <Table<AuditItem>
        rowKey="id"
        data-testid="audit-table"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        pagination={pagination(log.data?.total)}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: number) => chinaDateTime(at, true) },
          {
            title: '操作员',
            dataIndex: 'operator_name',
            width: 140,
            render: (_: string, row) => `${row.operator_name}（${row.operator_username}）`,
          },
          {
            title: '操作',
            dataIndex: 'action',
            width: 140,
            render: (action: string) => AUDIT_ACTION_LABELS[action] ?? action,
          },
          {
            title: '对象',
            dataIndex: 'target_type',
            width: 160,
            render: (_: string, row) => `${row.target_type} #${row.target_id}`,
          },
          { title: '变更前', dataIndex: 'before', render: json },
          { title: '变更后', dataIndex: 'after', render: json },
          { title: 'IP', dataIndex: 'ip', width: 120 },
        ]}
      />
    </Card>
  );
}
