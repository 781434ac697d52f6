/**
 * 帮助/资讯/公告: help articles, industry news and the store's notices (公司新闻) are articles of
 * their categories. The text is plain, one paragraph a line; the store shows it as text.
 */
import type { Paged } from '@mall/shared/admin';
import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleItem,
  ArticleInput,
} from '@mall/shared/admin-content';
import { CONTENT_TEXT_MAX } from '@mall/shared/admin-content';
import { chinaDateTime } from '@mall/shared/china-time';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Table } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { contentKey, showRefusal } from './content-api';
import { EditDrawer, RowActions } from './content-kit';

const groupOf = (path: string) =>
  path.startsWith('/news/company') ? '公告' : path.startsWith('/news') ? '资讯' : '帮助';

export default function ArticlesPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ArticleInput>();
  const [filters, setFilters] = useState<{ category_id?: number; keyword?: string }>({});
  const { page, setPage, pagination } = usePaging();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const key = [...contentKey, 'articles'];
  const categories = useQuery({
    queryKey: [...contentKey, 'article-categories'],
    queryFn: () => adminApi.get<AdminArticleCategory[]>('/api/admin/content/article-categories'),
  });
  const list = useQuery({
    queryKey: [...key, filters, page],
    queryFn: () =>
      adminApi.get<Paged<AdminArticleItem>>('/api/admin/content/articles', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (input: ArticleInput) =>
      adminApi.post<AdminArticle>(
        editing === 'new' || editing === null
          ? '/api/admin/content/articles'
          : `/api/admin/content/articles/${editing}`,
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
    mutationFn: (id: number) => adminApi.post(`/api/admin/content/articles/${id}/delete`),
    onSuccess: () => {
      message.success('已删除');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => message.error(errorText(error)),
  });

  const open = async (id: number | 'new') => {
    form.resetFields();
    if (id === 'new') {
      form.setFieldsValue({ category_id: filters.category_id, title: '', content: '', path: '', sort: 0 });
      setEditing('new');
      return;
    }
    try {
      const article = await adminApi.get<AdminArticle>(`/api/admin/content/articles/${id}`);
      form.setFieldsValue(article);
      setEditing(id);
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const categoryOptions = (['帮助', '资讯', '公告'] as const).map((group) => ({
    label: group,
    options: (categories.data ?? [])
      .filter((c) => groupOf(c.path) === group)
      .map((c) => ({ value: c.id, label: `${c.name}（${c.path || '无路径'}）` })),
  }));

  return (
    <Card
      title="帮助/资讯/公告"
      extra={
        <Button type="primary" onClick={() => void open('new')}>
          新增文章
        </Button>
      }
    >
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: { category_id?: number; keyword?: string }) => {
          setFilters({ category_id: values.category_id, keyword: values.keyword?.trim() || undefined });
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="category_id" label="栏目">
          <Select allowClear style={{ width: 260 }} options={categoryOptions} />
        </Form.Item>
        <Form.Item name="keyword" label="关键词">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<AdminArticleItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '栏目', dataIndex: 'category_name', width: 160 },
          { title: '页面路径', dataIndex: 'path', width: 180 },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '发布时间', dataIndex: 'created_at', width: 160, render: (s: number) => chinaDateTime(s) },
          {
            title: '操作',
            width: 130,
            render: (_: unknown, a) => (
              <RowActions noun="文章" onEdit={() => void open(a.id)} onRemove={() => remove.mutate(a.id)} />
            ),
          },
        ]}
      />
      <EditDrawer
        noun="文章"
        adding={editing === 'new'}
        open={editing !== null}
        size={720}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <Form<ArticleInput> form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="category_id" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
            <Select options={categoryOptions} />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请填写标题' },
              { max: 100, message: '标题不能超过100个字' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="content"
            label="正文（纯文本，每行一段）"
            rules={[
              { required: true, whitespace: true, message: '请填写正文' },
              { max: CONTENT_TEXT_MAX, message: `正文不能超过${CONTENT_TEXT_MAX}个字` },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 10, maxRows: 24 }} />
          </Form.Item>
          <Form.Item
            name="path"
            label="独立页面路径（可选，如 /help/zfps/ddzf）"
            rules={[{ pattern: /^$|^\/[a-z0-9/_-]*$/, message: '须以 / 开头，只含小写字母、数字、/、_、-' }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
        </Form>
      </EditDrawer>
    </Card>
  );
}
