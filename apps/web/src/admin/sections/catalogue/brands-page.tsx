/** 品牌: brands with add, edit and delete (a brand with goods is kept). */
import type { AdminBrand } from '@mall/shared/admin-catalogue';
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
} from 'antd';
import { useState } from 'react';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { catalogueKey } from './catalogue-api';

interface BrandForm {
  name: string;
  description: string;
  sort: number;
  is_featured: boolean;
}

export default function BrandsPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BrandForm>();
  const [editing, setEditing] = useState<AdminBrand | null | undefined>(undefined);
  const key = [...catalogueKey, 'brands'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.get<AdminBrand[]>('/api/admin/catalogue/brands'),
  });

  const done = (text: string) => {
    void client.invalidateQueries({ queryKey: key });
    void message.success(text);
  };
  const save = useMutation({
    mutationFn: (values: BrandForm) =>
      adminApi.post<AdminBrand>(
        editing ? `/api/admin/catalogue/brands/${editing.id}` : '/api/admin/catalogue/brands',
        { ...values, description: values.description ?? '' },
      ),
    onSuccess: () => {
      setEditing(undefined);
      done('品牌已保存');
    },
    onError: (error) => {
      const fields = (error as AdminApiError).errors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({ name: name as keyof BrandForm, errors })),
        );
      void message.error(errorText(error));
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.post(`/api/admin/catalogue/brands/${id}/delete`),
    onSuccess: () => done('品牌已删除'),
    onError: (error) => void message.error(errorText(error)),
  });

  const open = (brand: AdminBrand | null) => {
    form.resetFields();
    form.setFieldsValue(brand ?? { name: '', description: '', sort: 0, is_featured: false });
    setEditing(brand);
  };

  return (
    <Card
      title="品牌"
      extra={
        <Button type="primary" onClick={() => open(null)}>
          新增品牌
        </Button>
      }
    >
      <Table<AdminBrand>
        rowKey="id"
        data-testid="brands-table"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '介绍', dataIndex: 'description', ellipsis: true },
          { title: '排序', dataIndex: 'sort' },
          { title: '商品数', dataIndex: 'goods_count' },
          {
            title: '推荐',
            dataIndex: 'is_featured',
            render: (on: boolean) => (on ? <Tag color="warning">推荐</Tag> : '—'),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, b) => (
              <Space>
                <Button size="small" onClick={() => open(b)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除品牌“${b.name}”？`}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => remove.mutate(b.id)}
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
        open={editing !== undefined}
        title={editing ? `编辑品牌：${editing.name}` : '新增品牌'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form<BrandForm> form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请输入品牌名称' },
              { max: 30, message: '品牌名称不能超过30个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="description"
            label="介绍"
            rules={[{ max: 500, message: '品牌介绍不能超过500个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="is_featured" label="推荐" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
