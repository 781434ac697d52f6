/** 首页楼层: which top categories get a floor on the home page, with title, art, link and order. */
import type { AdminFloor, FloorInput } from '@mall/shared/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, InputNumber, Select, Switch, Table } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { contentKey, LINK_RULE, showRefusal } from './content-api';
import { EditDrawer, enabledColumn, RowActions } from './content-kit';
import { ImageField } from './image-field';

interface FloorList {
  floors: AdminFloor[];
  categories: { id: number; name: string }[];
}

export default function FloorsPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FloorInput>();
  const [editing, setEditing] = useState<AdminFloor | 'new' | null>(null);
  const key = [...contentKey, 'floors'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.get<FloorList>('/api/admin/content/floors'),
  });
  const save = useMutation({
    mutationFn: (input: FloorInput) =>
      adminApi.post<AdminFloor>(
        editing === 'new' || editing === null
          ? '/api/admin/content/floors'
          : `/api/admin/content/floors/${editing.id}`,
        input,
      ),
    onSuccess: () => {
      message.success('已保存，商城即时生效');
      setEditing(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => showRefusal(error, form, message, errorText),
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.post(`/api/admin/content/floors/${id}/delete`),
    onSuccess: () => {
      message.success('已删除');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => message.error(errorText(error)),
  });

  const open = (floor: AdminFloor | 'new') => {
    setEditing(floor);
    form.resetFields();
    form.setFieldsValue(
      floor === 'new' ? { title: '', banner: '', url: '', sort: 0, is_enabled: true } : floor,
    );
  };

  return (
    <Card
      title="首页楼层"
      extra={
        <Button type="primary" onClick={() => open('new')}>
          新增楼层
        </Button>
      }
    >
      <Table<AdminFloor>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.floors ?? []}
        pagination={false}
        columns={[
          { title: '分类', dataIndex: 'category_name' },
          { title: '标题', dataIndex: 'title', render: (t: string) => t || '（用分类名）' },
          {
            title: '楼层图',
            dataIndex: 'banner',
            width: 120,
            render: (src: string, f) =>
              src ? <Image src={src} height={40} alt={f.title || '楼层图'} /> : '无',
          },
          { title: '链接', dataIndex: 'url', render: (u: string) => u || '（分类列表）' },
          { title: '排序', dataIndex: 'sort', width: 70 },
          enabledColumn,
          {
            title: '操作',
            width: 130,
            render: (_: unknown, f) => (
              <RowActions noun="楼层" onEdit={() => open(f)} onRemove={() => remove.mutate(f.id)} />
            ),
          },
        ]}
      />
      <EditDrawer
        noun="楼层"
        adding={editing === 'new'}
        open={editing !== null}
        size={480}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <Form<FloorInput> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="category_id" label="一级分类" rules={[{ required: true, message: '请选择分类' }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(list.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题（留空用分类名）"
            rules={[{ max: 20, message: '标题不能超过20个字' }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="banner" label="楼层图（可选）">
            <ImageField />
          </Form.Item>
          <Form.Item name="url" label="楼层图链接（留空为分类列表）" rules={[LINK_RULE]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <Form.Item name="is_enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </EditDrawer>
    </Card>
  );
}
