/**
 * 售后审核: every store's after-sale applications with filters; the detail shows the buyer's photos
 * and lines; approve (a refund goes back the way it was paid — finance only) or reject with a reason.
 */
import type { Paged } from '@mall/shared/admin';
import type { AdminAfterSaleDetail, AdminAfterSaleItem } from '@mall/shared/admin-orders';
import { chinaDateTime } from '@mall/shared/china-time';
import { RETURN_KINDS } from '@mall/shared/order';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { allows, useAdminMe } from '../../session';
import {
  afterSaleColour,
  afterSaleKindOptions,
  afterSaleStatusOptions,
  afterSalesKey,
  ordersKey,
  rangeOf,
} from './labels';

interface Filters {
  status?: number;
  kind?: string;
  no?: string;
  store?: string;
  from?: string;
  to?: string;
}

interface FormValues {
  status?: number;
  kind?: string;
  no?: string;
  store?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Refund kinds move money; the server asks the finance permission to approve them. */
const movesMoney = (kind: string) => (RETURN_KINDS as readonly string[]).includes(kind);

export default function AfterSalesPage(): React.JSX.Element {
  const me = useAdminMe().data;
  const [filters, setFilters] = useState<Filters>({ status: 0 });
  const { page, setPage, pagination } = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...afterSalesKey, 'list', filters, page],
    queryFn: () => adminApi.get<Paged<AdminAfterSaleItem>>('/api/admin/after-sales', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });

  const search = (values: FormValues) => {
    setFilters({
      status: values.status,
      kind: values.kind,
      no: values.no?.trim() || undefined,
      store: values.store?.trim() || undefined,
      ...rangeOf(values.range),
    });
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card title="售后审核">
      <Form<FormValues>
        layout="inline"
        onFinish={search}
        initialValues={{ status: 0 }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="status" label="状态">
          <Select allowClear style={{ width: 120 }} options={afterSaleStatusOptions} placeholder="全部" />
        </Form.Item>
        <Form.Item name="kind" label="类型">
          <Select allowClear style={{ width: 120 }} options={afterSaleKindOptions} placeholder="全部" />
        </Form.Item>
        <Form.Item name="no" label="单号">
          <Input allowClear style={{ width: 200 }} placeholder="售后单号或订单号" />
        </Form.Item>
        <Form.Item name="store" label="门店">
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label="申请日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      {list.isError ? <Typography.Text type="danger">{errorText(list.error)}</Typography.Text> : null}
      <Table<AdminAfterSaleItem>
        rowKey="id"
        data-testid="after-sales-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          {
            title: '售后单号',
            dataIndex: 'after_sale_no',
            render: (no: string, row) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(row.id)}>
                {no}
              </Button>
            ),
          },
          { title: '订单号', dataIndex: 'order_no' },
          { title: '门店', dataIndex: 'company_name' },
          { title: '类型', dataIndex: 'kind_text', width: 100 },
          {
            title: '状态',
            dataIndex: 'status_text',
            width: 100,
            render: (text: string, row) => <Tag color={afterSaleColour(row.status)}>{text}</Tag>,
          },
          {
            title: '退款',
            dataIndex: 'refund_amount',
            align: 'right',
            width: 100,
            render: (v: string) => `¥${v}`,
          },
          { title: '照片', dataIndex: 'image_count', width: 70, align: 'right' },
          {
            title: '申请时间',
            dataIndex: 'created_at',
            width: 150,
            render: (at: number) => chinaDateTime(at),
          },
        ]}
      />
      <AfterSaleDrawer id={openId} onClose={() => setOpenId(null)} mayRefund={allows(me, 'finance')} />
    </Card>
  );
}

function AfterSaleDrawer({
  id,
  onClose,
  mayRefund,
}: {
  id: number | null;
  onClose: () => void;
  mayRefund: boolean;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const [form] = Form.useForm<{ note?: string; reason?: string }>();
  const detail = useQuery({
    queryKey: [...afterSalesKey, 'detail', id],
    queryFn: () => adminApi.get<AdminAfterSaleDetail>(`/api/admin/after-sales/${id}`),
    enabled: id !== null,
  });
  const review = useMutation({
    mutationFn: (body: { note?: string; reason?: string }) =>
      adminApi.post<{ summary: string; refund: { to_balance: string; online: string } }>(
        `/api/admin/after-sales/${id}/${decision}`,
        body,
      ),
    onSuccess: async (result) => {
      const refunded = [
        result.refund.to_balance !== '0.00' ? `¥${result.refund.to_balance} 退回账户余额` : '',
        result.refund.online !== '0.00' ? `¥${result.refund.online} 原路退回` : '',
      ].filter(Boolean);
      message.success(
        decision === 'approve' ? `已通过${refunded.length ? `，${refunded.join('，')}` : ''}` : '已驳回',
      );
      setDecision(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: afterSalesKey }),
        client.invalidateQueries({ queryKey: ordersKey }),
      ]);
    },
    onError: (error) => message.error(errorText(error)),
  });
  const s = detail.data;
  const refundKind = s ? movesMoney(s.kind) : false;
  return (
    <Drawer
      title={s ? `售后 ${s.after_sale_no}` : '售后详情'}
      open={id !== null}
      onClose={onClose}
      size={820}
      destroyOnHidden
      data-testid="after-sale-drawer"
      extra={
        s && s.status === 0 ? (
          <Space>
            <Button
              type="primary"
              disabled={refundKind && !mayRefund}
              title={refundKind && !mayRefund ? '退款须由财务审核通过' : undefined}
              onClick={() => setDecision('approve')}
            >
              通过
            </Button>
            <Button danger onClick={() => setDecision('reject')}>
              驳回
            </Button>
          </Space>
        ) : null
      }
    >
      {detail.isError ? <Typography.Text type="danger">{errorText(detail.error)}</Typography.Text> : null}
      {s ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label="状态">
              <Tag color={afterSaleColour(s.status)}>{s.status_text}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="类型">{s.kind_text}</Descriptions.Item>
            <Descriptions.Item label="订单">{s.order_no}</Descriptions.Item>
            <Descriptions.Item label="门店">{s.company_name}</Descriptions.Item>
            <Descriptions.Item label="退款金额">¥{s.refund_amount}</Descriptions.Item>
            <Descriptions.Item label="原支付方式">{s.pay_method_text || '余额抵扣'}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{chinaDateTime(s.created_at)}</Descriptions.Item>
            <Descriptions.Item label="审核">
              {s.reviewed_at ? `${s.reviewer} ${chinaDateTime(s.reviewed_at)}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="原因" span={2}>
              {s.reason}
            </Descriptions.Item>
            {s.review_note ? (
              <Descriptions.Item label="审核意见" span={2}>
                {s.review_note}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <Typography.Title level={5}>买家照片</Typography.Title>
            {s.images.length === 0 ? (
              <Typography.Text type="secondary">未上传照片</Typography.Text>
            ) : (
              <Image.PreviewGroup>
                <Space wrap>
                  {s.images.map((src, i) => (
                    <Image
                      key={src}
                      src={src}
                      width={120}
                      height={120}
                      alt={`照片${i + 1}`}
                      style={{ objectFit: 'cover' }}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </div>
          <Table
            size="small"
            rowKey={(l) => l.order_line.id}
            title={() => '申请商品'}
            pagination={false}
            dataSource={s.lines}
            columns={[
              { title: '商品', render: (_: unknown, l) => `${l.order_line.name} ${l.order_line.ypgg}` },
              { title: '单价', align: 'right', render: (_: unknown, l) => `¥${l.order_line.price}` },
              { title: '申请数量', dataIndex: 'number', align: 'right' },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: string) => `¥${v}` },
            ]}
          />
        </Space>
      ) : null}
      <Modal
        title={decision === 'approve' ? '通过售后申请' : '驳回售后申请'}
        open={decision !== null}
        okText={decision === 'approve' ? '确认通过' : '确认驳回'}
        okButtonProps={{ danger: decision === 'reject' }}
        confirmLoading={review.isPending}
        onCancel={() => setDecision(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {decision === 'approve' && s && refundKind ? (
          <Typography.Paragraph>
            通过后 ¥{s.refund_amount}{' '}
            将按原支付方式退回（余额支付退回账户余额，在线支付原路退回，银行转账退回账户余额）。
          </Typography.Paragraph>
        ) : null}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) =>
            review.mutate(
              decision === 'approve' ? { note: values.note ?? '' } : { reason: values.reason ?? '' },
            )
          }
        >
          {decision === 'approve' ? (
            <Form.Item name="note" label="备注" rules={[{ max: 200, message: '备注不超过200个字' }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          ) : (
            <Form.Item
              name="reason"
              label="驳回原因"
              rules={[
                { required: true, whitespace: true, message: '请填写驳回原因' },
                { max: 200, message: '驳回原因不超过200个字' },
              ]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Drawer>
  );
}
