/** 商品列表: search by name, pinyin or approval number, filter, page on the server; 编辑 opens the drawer. */
import type { Paged } from '@mall/shared/admin';
import type { AdminCategory, AdminGoodsRow } from '@mall/shared/admin-catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Image, Input, Select, Space, Table, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { adminApi } from '../../api';
import { usePaging } from '../../paging';
import { catalogueKey, categoryTreeData, exportUrl, yuan } from './catalogue-api';
import { GoodsDrawer } from './goods-drawer';

interface Filters {
  keyword?: string;
  category_id?: number;
  manufacturer?: string;
  on_sale?: string;
}

export default function GoodsPage(): React.JSX.Element {
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, pagination } = usePaging('个商品');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...catalogueKey, 'goods', filters, page],
    queryFn: () => adminApi.get<Paged<AdminGoodsRow>>('/api/admin/catalogue/goods', { ...filters, ...page }),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: [...catalogueKey, 'categories'],
    queryFn: () => adminApi.get<AdminCategory[]>('/api/admin/catalogue/categories'),
  });

  const search = (values: Filters) => {
    setFilters({
      keyword: values.keyword?.trim() || undefined,
      category_id: values.category_id,
      manufacturer: values.manufacturer?.trim() || undefined,
      on_sale: values.on_sale,
    });
    setPage((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card
      title="商品列表"
      extra={
        <Space>
          <Button href={exportUrl('xlsx', filters)}>导出 Excel</Button>
          <Button href={exportUrl('csv', filters)}>导出 CSV</Button>
        </Space>
      }
    >
      <Form<Filters>
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
        data-testid="goods-filter"
      >
        <Form.Item name="keyword" label="关键词">
          <Input allowClear style={{ width: 220 }} placeholder="名称、拼音或批准文号" />
        </Form.Item>
        <Form.Item name="category_id" label="分类">
          <TreeSelect
            allowClear
            style={{ width: 180 }}
            treeData={categoryTreeData(categories.data ?? [])}
            placeholder="全部"
            showSearch={{ treeNodeFilterProp: 'title' }}
          />
        </Form.Item>
        <Form.Item name="manufacturer" label="生产厂家">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="on_sale" label="状态">
          <Select
            allowClear
            style={{ width: 100 }}
            placeholder="全部"
            options={[
              { value: '1', label: '上架' },
              { value: '0', label: '下架' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<AdminGoodsRow>
        rowKey="id"
        data-testid="goods-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 72,
            render: (src: string, g) =>
              src ? <Image src={src} width={48} height={48} alt={g.name} /> : null,
          },
          { title: '编号', dataIndex: 'id', width: 80 },
          {
            title: '商品',
            dataIndex: 'name',
            render: (_: unknown, g) => (
              <div>
                <div>{g.name}</div>
                <div style={{ color: '#666', fontSize: 12 }}>
                  {g.spec} · {g.manufacturer}
                </div>
              </div>
            ),
          },
          { title: '批准文号', dataIndex: 'approval_number' },
          { title: '分类', dataIndex: 'category' },
          { title: '品牌', dataIndex: 'brand', render: (b: string | null) => b ?? '—' },
          { title: '最低价', dataIndex: 'min_price', render: (fen: number | null) => yuan(fen) },
          { title: '库存', dataIndex: 'stock' },
          { title: '报价数', dataIndex: 'offer_count' },
          {
            title: '状态',
            dataIndex: 'is_on_sale',
            render: (on: boolean) => (on ? <Tag color="success">上架</Tag> : <Tag>下架</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, g) => (
              <Button size="small" onClick={() => setOpenId(g.id)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <GoodsDrawer goodsId={openId} onClose={() => setOpenId(null)} categories={categories.data ?? []} />
    </Card>
  );
}
