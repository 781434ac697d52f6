/** 分类: the category tree (three levels), with add, edit, move and delete. */
import type { AdminCategory } from '@mall/shared/admin-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { catalogueKey, categoryTreeData } from './catalogue-api';

interface CategoryRow extends AdminCategory {
  children?: CategoryRow[];
}

interface CategoryForm {
  name: string;
  parent_id: number | null;
  sort: number;
  is_shown: boolean;
}

function treeOf(list: AdminCategory[]): CategoryRow[] {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const c of list) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const build = (parent: number | null): CategoryRow[] =>
    (byParent.get(parent) ?? []).map((c) => {
      const children = build(c.id);
      return children.length ? { ...c, children } : { ...c };
    });
  return build(null);
}

type Dialog = { category: AdminCategory | null; parentId: number | null } | null;

export default function CategoriesPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<CategoryForm>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const key = [...catalogueKey, 'categories'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.get<AdminCategory[]>('/api/admin/catalogue/categories'),
  });

  const done = (text: string) => {
    void client.invalidateQueries({ queryKey: key });
    void message.success(text);
  };
  const save = useMutation({
    mutationFn: (values: CategoryForm) =>
      adminApi.post<AdminCategory>(
        dialog?.category
          ? `/api/admin/catalogue/categories/${dialog.category.id}`
          : '/api/admin/catalogue/categories',
        { ...values, parent_id: values.parent_id ?? null },
      ),
    onSuccess: () => {
      setDialog(null);
      done('分类已保存');
    },
    onError: (error) => {
      const fields = (error as AdminApiError).errors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({ name: name as keyof CategoryForm, errors })),
        );
      void message.error(errorText(error));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.post(`/api/admin/catalogue/categories/${id}/delete`),
    onSuccess: () => done('分类已删除'),
    onError: (error) => void message.error(errorText(error)),
  });

  const open = (category: AdminCategory | null, parentId: number | null) => {
    form.resetFields();
    form.setFieldsValue(
      category
        ? {
            name: category.name,
            parent_id: category.parent_id,
            sort: category.sort,
            is_shown: category.is_shown,
          }
        : { name: '', parent_id: parentId, sort: 0, is_shown: true },
    );
    setDialog({ category, parentId });
  };

  return (
    <Card
      title="分类"
      extra={
        <Button type="primary" onClick={() => open(null, null)}>
          新增一级分类
        </Button>
      }
    >
      <Table<CategoryRow>
        rowKey="id"
        data-testid="categories-table"
        loading={list.isFetching}
        dataSource={treeOf(list.data ?? [])}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '级别', dataIndex: 'level', render: (level: number) => `${level}级` },
          { title: '排序', dataIndex: 'sort' },
          { title: '商品数', dataIndex: 'goods_count' },
          {
            title: '显示',
            dataIndex: 'is_shown',
            render: (shown: boolean) => (shown ? <Tag color="success">显示</Tag> : <Tag>隐藏</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <Space>
                {c.level < 3 ? (
                  <Button size="small" onClick={() => open(null, c.id)}>
                    添加子分类
                  </Button>
                ) : null}
                <Button size="small" onClick={() => open(c, c.parent_id)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除分类“${c.name}”？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutate(c.id)}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={dialog !== null}
        title={dialog?.category ? `编辑分类：${dialog.category.name}` : '新增分类'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        forceRender
      >
        <Form<CategoryForm> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分类名称' },
              { max: 20, message: '分类名称不能超过20个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="parent_id" label="上级分类（空为一级）">
            <TreeSelect
              allowClear
              treeData={categoryTreeData(list.data ?? [])}
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="is_shown" label="在商城显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
