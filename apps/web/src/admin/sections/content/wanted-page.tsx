/** 品种求购: what members asked the store to stock; 已采购, or 已上架 with the goods now on sale. */
import type { Paged } from '@mall/shared/admin';
import type { AdminWanted, WantedChangeInput } from '@mall/shared/admin-content';
import { chinaDateTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { WANTED_STATUS } from '@mall/shared/self-service';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Radio, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { contentKey, showRefusal } from './content-api';

type StatusFilter = 'all' | '0' | '1' | '2';
const STATUS_COLOR = { 0: 'warning', 1: 'blue', 2: 'success' } as const;

export default function WantedPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<WantedChangeInput>();
  const [status, setStatus] = useState<StatusFilter>('0');
  const { page, setPage, pagination } = usePaging();
  const [changing, setChanging] = useState<AdminWanted | null>(null);
  const chosen = Form.useWatch('status', form);
  const key = [...contentKey, 'wanted'];
  const list = useQuery({
    queryKey: [...key, status, page],
    queryFn: () =>
      adminApi.get<Paged<AdminWanted>>('/api/admin/content/wanted', {
        status: status === 'all' ? undefined : status,
        ...page,
      }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (input: WantedChangeInput) =>
      adminApi.post<AdminWanted>(`/api/admin/content/wanted/${changing?.id}`, input),
    onSuccess: () => {
      message.success('已更新');
      setChanging(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => showRefusal(error, form, message, errorText),
  });

  return (
    <Card title="品种求购">
      <Segmented<StatusFilter>
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        options={[
          { value: '0', label: '已登记' },
          { value: '1', label: '已采购' },
          { value: '2', label: '已上架' },
          { value: 'all', label: '全部' },
        ]}
      />
      <Table<AdminWanted>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '登记时间', dataIndex: 'created_at', width: 150, render: (s: number) => chinaDateTime(s) },
          { title: '客户', width: 180, render: (_: unknown, w) => `${w.store}（${w.member}）` },
          {
            title: '品种',
            render: (_: unknown, w) => [w.goods_name, w.spec, w.manufacturer].filter(Boolean).join(' / '),
          },
          { title: '数量', dataIndex: 'quantity', width: 80 },
          {
            title: '期望价',
            dataIndex: 'expected_price_fen',
            width: 100,
            render: (fen: number | null) => (fen === null ? '—' : `¥${formatFen(fen)}`),
          },
          { title: '备注', dataIndex: 'note', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (s: 0 | 1 | 2) => <Tag color={STATUS_COLOR[s]}>{WANTED_STATUS[s]}</Tag>,
          },
          { title: '回复', dataIndex: 'reply', ellipsis: true },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, w) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  form.setFieldsValue({ status: w.status, goods_id: w.goods_id, reply: w.reply });
                  setChanging(w);
                }}
              >
                处理
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={`处理求购：${changing?.goods_name ?? ''}`}
        open={changing !== null}
        onCancel={() => setChanging(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<WantedChangeInput>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate({
              status: values.status,
              goods_id: values.status === 2 ? (values.goods_id ?? null) : null,
              reply: values.reply ?? '',
            })
          }
        >
          <Form.Item name="status" label="状态" rules={[{ required: true, message: '请选择状态' }]}>
            <Radio.Group
              options={([0, 1, 2] as const).map((value) => ({ value, label: WANTED_STATUS[value] }))}
            />
          </Form.Item>
          {chosen === 2 ? (
            <Form.Item
              name="goods_id"
              label="上架商品编号"
              rules={[{ required: true, message: '已上架需填写上架的商品编号' }]}
            >
              <InputNumber min={1} precision={0} style={{ width: 200 }} />
            </Form.Item>
          ) : null}
          <Form.Item name="reply" label="回复客户" rules={[{ max: 200, message: '回复不能超过200个字' }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
