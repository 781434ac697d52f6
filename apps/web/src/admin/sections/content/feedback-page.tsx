/** 意见反馈: the members' feedback with their photos; a reply reaches the member's 意见反馈 page. */
import type { Paged } from '@mall/shared/admin';
import type { AdminFeedback } from '@mall/shared/admin-content';
import { chinaDateTime } from '@mall/shared/china-time';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { contentKey, showRefusal } from './content-api';

type Replied = 'all' | '0' | '1';

export default function FeedbackPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ text: string }>();
  const [replied, setReplied] = useState<Replied>('0');
  const { page, setPage, pagination } = usePaging();
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);
  const key = [...contentKey, 'feedback'];
  const list = useQuery({
    queryKey: [...key, replied, page],
    queryFn: () =>
      adminApi.get<Paged<AdminFeedback>>('/api/admin/content/feedback', {
        replied: replied === 'all' ? undefined : replied,
        ...page,
      }),
    placeholderData: keepPreviousData,
  });
  const reply = useMutation({
    mutationFn: (text: string) =>
      adminApi.post<AdminFeedback>(`/api/admin/content/feedback/${answering?.id}/reply`, { text }),
    onSuccess: () => {
      message.success('已回复');
      setAnswering(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => showRefusal(error, form, message, errorText),
  });

  return (
    <Card title="意见反馈">
      <Segmented<Replied>
        style={{ marginBottom: 16 }}
        value={replied}
        onChange={(value) => {
          setReplied(value);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        options={[
          { value: '0', label: '待回复' },
          { value: '1', label: '已回复' },
          { value: 'all', label: '全部' },
        ]}
      />
      <Table<AdminFeedback>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '提交时间', dataIndex: 'created_at', width: 150, render: (s: number) => chinaDateTime(s) },
          { title: '客户', width: 180, render: (_: unknown, f) => `${f.store}（${f.member}）` },
          { title: '类型', dataIndex: 'type', width: 100, render: (t: string) => <Tag>{t}</Tag> },
          {
            title: '内容',
            render: (_: unknown, f) => (
              <Space orientation="vertical" size={4}>
                <Typography.Text>{f.content}</Typography.Text>
                {f.contact ? <Typography.Text type="secondary">联系方式：{f.contact}</Typography.Text> : null}
                {f.images.length > 0 ? (
                  <Image.PreviewGroup>
                    {f.images.map((src) => (
                      <Image key={src} src={src} height={48} alt="反馈图片" />
                    ))}
                  </Image.PreviewGroup>
                ) : null}
              </Space>
            ),
          },
          {
            title: '回复',
            width: 260,
            render: (_: unknown, f) =>
              f.reply ? (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{f.reply}</Typography.Text>
                  <Typography.Text type="secondary">
                    {f.replied_by} {chinaDateTime(f.replied_at)}
                  </Typography.Text>
                </Space>
              ) : (
                <Typography.Text type="warning">待回复</Typography.Text>
              ),
          },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, f) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  form.setFieldsValue({ text: f.reply });
                  setAnswering(f);
                }}
              >
                {f.reply ? '改回复' : '回复'}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title="回复反馈"
        open={answering !== null}
        onCancel={() => setAnswering(null)}
        onOk={() => form.submit()}
        confirmLoading={reply.isPending}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{answering?.content}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(values) => reply.mutate(values.text)}>
          <Form.Item
            name="text"
            label="回复内容"
            rules={[
              { required: true, whitespace: true, message: '请填写回复内容' },
              { max: 500, message: '回复内容不能超过500个字' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
