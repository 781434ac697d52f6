/** 导航: the store's main navigation, two levels, with link, picture and order. */
import type { AdminNavEntry, NavInput } from '@mall/shared/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Switch, Table } from 'antd';
import { useMemo, useState } from 'react';
import { adminApi, errorText } from '../../api';
import { contentKey, LINK_RULE, showRefusal } from './content-api';
import { EditDrawer, RowActions } from './content-kit';
import { ImageField } from './image-field';

type Row = AdminNavEntry & { children?: Row[] };

export default function NavPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<NavInput>();
  const [editing, setEditing] = useState<AdminNavEntry | 'new' | null>(null);
  const key = [...contentKey, 'nav'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.get<AdminNavEntry[]>('/api/admin/content/nav'),
  });
  const tree = useMemo<Row[]>(() => {
    const all = list.data ?? [];
    return all
      .filter((n) => n.parent_id === null)
      .map((n) => {
        const children = all.filter((c) => c.parent_id === n.id);
        return children.length > 0 ? { ...n, children } : n;
      });
  }, [list.data]);
  const save = useMutation({
    mutationFn: (input: NavInput) =>
      adminApi.post<AdminNavEntry>(
        editing === 'new' || editing === null
          ? '/api/admin/content/nav'
          : `/api/admin/content/nav/${editing.id}`,
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
    mutationFn: (id: number) => adminApi.post(`/api/admin/content/nav/${id}/delete`),
    onSuccess: () => {
      message.success('已删除');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => message.error(errorText(error)),
  });

  const open = (entry: AdminNavEntry | 'new', parentId: number | null = null) => {
    setEditing(entry);
    form.resetFields();
    form.setFieldsValue(
      entry === 'new'
        ? { parent_id: parentId, name: '', url: '', image: '', is_open: false, sort: 0 }
        : entry,
    );
  };

  const parents = (list.data ?? []).filter((n) => n.parent_id === null);

  return (
    <Card
      title="导航"
      extra={
        <Button type="primary" onClick={() => open('new')}>
          新增一级导航
        </Button>
      }
    >
      <Table<Row>
        rowKey="id"
        data-testid="nav-table"
        loading={list.isFetching}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '链接', dataIndex: 'url' },
          { title: '新窗口', dataIndex: 'is_open', width: 80, render: (v: boolean) => (v ? '是' : '否') },
          { title: '排序', dataIndex: 'sort', width: 70 },
          {
            title: '操作',
            width: 220,
            render: (_: unknown, n) => (
              <RowActions noun="导航" onEdit={() => open(n)} onRemove={() => remove.mutate(n.id)}>
                {n.parent_id === null ? (
                  <Button type="link" size="small" onClick={() => open('new', n.id)}>
                    添加下级
                  </Button>
                ) : null}
              </RowActions>
            ),
          },
        ]}
      />
      <EditDrawer
        noun="导航"
        adding={editing === 'new'}
        open={editing !== null}
        size={480}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <Form<NavInput>
          form={form}
          layout="vertical"
          onFinish={(values) => save.mutate({ ...values, parent_id: values.parent_id ?? null })}
        >
          <Form.Item name="parent_id" label="上级导航">
            <Select
              allowClear
              placeholder="无（一级导航）"
              options={parents
                .filter((p) => editing === 'new' || editing?.id !== p.id)
                .map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请填写名称' },
              { max: 20, message: '名称不能超过20个字' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="url" label="链接" rules={[LINK_RULE]}>
            <Input placeholder="/yx" />
          </Form.Item>
          <Form.Item name="image" label="图标（可选）">
            <ImageField />
          </Form.Item>
          <Form.Item name="is_open" label="新窗口打开" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
        </Form>
      </EditDrawer>
    </Card>
  );
}
