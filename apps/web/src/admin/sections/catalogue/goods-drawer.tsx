/** The goods drawer: the goods' own fields, and its offers per warehouse (each edited in a dialog). */
import type {
  AdminBrand,
  AdminCatalogueOptions,
  AdminCategory,
  AdminGoodsDetail,
  AdminOffer,
  AdminOption,
} from '@mall/shared/admin-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Divider,
  Drawer,
  Form,
  Input,
  Select,
  Spin,
  Switch,
  Table,
  Tag,
  TreeSelect,
} from 'antd';
import { useEffect, useState } from 'react';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { catalogueKey, categoryTreeData, yuan } from './catalogue-api';
import { ControlRuleForm } from './control-rule-form';
import { ImagesField } from './images-field';
import { OfferDialog } from './offer-dialog';

interface GoodsForm {
  name: string;
  generic_name: string;
  spec: string;
  manufacturer_id: number;
  approval_number: string;
  category_id: number;
  brand_id: number | null;
  scope_id: number;
  images: string[];
  is_on_sale: boolean;
}

export function GoodsDrawer({
  goodsId,
  onClose,
  categories,
}: {
  goodsId: number | null;
  onClose: () => void;
  categories: AdminCategory[];
}): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<GoodsForm>();
  const [offer, setOffer] = useState<AdminOffer | null>(null);
  const [makerKeyword, setMakerKeyword] = useState('');
  const detail = useQuery({
    queryKey: [...catalogueKey, 'goods-detail', goodsId],
    queryFn: () => adminApi.get<AdminGoodsDetail>(`/api/admin/catalogue/goods/${goodsId}`),
    enabled: goodsId !== null,
  });
  const options = useQuery({
    queryKey: [...catalogueKey, 'options'],
    queryFn: () => adminApi.get<AdminCatalogueOptions>('/api/admin/catalogue/options'),
    enabled: goodsId !== null,
  });
  const brands = useQuery({
    queryKey: [...catalogueKey, 'brands'],
    queryFn: () => adminApi.get<AdminBrand[]>('/api/admin/catalogue/brands'),
    enabled: goodsId !== null,
  });
  const makers = useQuery({
    queryKey: [...catalogueKey, 'manufacturers', makerKeyword],
    queryFn: () =>
      adminApi.get<AdminOption[]>('/api/admin/catalogue/manufacturers', { keyword: makerKeyword }),
    enabled: goodsId !== null,
  });

  useEffect(() => {
    if (detail.data) form.setFieldsValue(detail.data);
  }, [detail.data, form]);

  const save = useMutation({
    mutationFn: (values: GoodsForm) =>
      adminApi.post<AdminGoodsDetail>(`/api/admin/catalogue/goods/${goodsId}`, {
        ...values,
        brand_id: values.brand_id ?? null,
        approval_number: values.approval_number ?? '',
        images: values.images ?? [],
      }),
    onSuccess: (saved) => {
      client.setQueryData([...catalogueKey, 'goods-detail', goodsId], saved);
      void client.invalidateQueries({ queryKey: [...catalogueKey, 'goods'] });
      void message.success('商品已保存');
    },
    onError: (error) => {
      const fields = (error as AdminApiError).errors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({ name: name as keyof GoodsForm, errors })),
        );
      void message.error(errorText(error));
    },
  });

  const goods = detail.data;
  const makerOptions = [
    ...(goods ? [{ value: goods.manufacturer_id, label: goods.manufacturer }] : []),
    ...(makers.data ?? [])
      .filter((m) => m.id !== goods?.manufacturer_id)
      .map((m) => ({ value: m.id, label: m.name })),
  ];

  return (
    <Drawer
      open={goodsId !== null}
      onClose={onClose}
      size="large"
      title={goods ? `编辑商品：${goods.name}` : '编辑商品'}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => form.submit()}
          data-testid="goods-save"
        >
          保存商品
        </Button>
      }
    >
      {!goods ? (
        <Spin />
      ) : (
        <>
          <Form<GoodsForm>
            form={form}
            layout="vertical"
            onFinish={(v) => save.mutate(v)}
            data-testid="goods-form"
          >
            <Form.Item
              name="name"
              label="商品名称"
              rules={[
                { required: true, whitespace: true, message: '请输入商品名称' },
                { max: 100, message: '商品名称不能超过100个字符' },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              name="generic_name"
              label="通用名"
              rules={[
                { required: true, whitespace: true, message: '请输入通用名' },
                { max: 100, message: '通用名不能超过100个字符' },
              ]}
            >
              <Input />
            </Form.Item>
            <div style={{ display: 'flex', gap: 12 }}>
              <Form.Item
                name="spec"
                label="规格"
                style={{ flex: 1 }}
                rules={[{ required: true, whitespace: true, message: '请输入规格' }]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="approval_number"
                label="批准文号"
                style={{ flex: 1 }}
                rules={[{ max: 64, message: '批准文号不能超过64个字符' }]}
              >
                <Input />
              </Form.Item>
            </div>
            <Form.Item
              name="manufacturer_id"
              label="生产厂家"
              rules={[{ required: true, message: '请选择生产厂家' }]}
            >
              <Select
                showSearch={{ filterOption: false, onSearch: setMakerKeyword }}
                options={makerOptions}
              />
            </Form.Item>
            <Form.Item name="category_id" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
              <TreeSelect
                treeData={categoryTreeData(categories)}
                showSearch={{ treeNodeFilterProp: 'title' }}
              />
            </Form.Item>
            <Form.Item name="brand_id" label="品牌">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              />
            </Form.Item>
            <Form.Item
              name="scope_id"
              label="经营范围"
              rules={[{ required: true, message: '请选择经营范围' }]}
            >
              <Select options={(options.data?.scopes ?? []).map((s) => ({ value: s.id, label: s.name }))} />
            </Form.Item>
            <Form.Item name="images" label="图片" extra="JPG、PNG、WEBP，不超过 5 MB，第一张为主图">
              <ImagesField />
            </Form.Item>
            <Form.Item name="is_on_sale" label="上架" valuePropName="checked">
              <Switch checkedChildren="上架" unCheckedChildren="下架" />
            </Form.Item>
          </Form>
          <Divider titlePlacement="start">控销</Divider>
          <ControlRuleForm goods={goods} options={options.data} />
          <Divider titlePlacement="start">各仓报价</Divider>
          <Table<AdminOffer>
            rowKey="id"
            size="small"
            data-testid="offers-table"
            pagination={false}
            dataSource={goods.offers}
            columns={[
              { title: '报价编号', dataIndex: 'id' },
              { title: '仓库', dataIndex: 'warehouse' },
              { title: '价格', dataIndex: 'base_price', render: (fen: number) => yuan(fen) },
              {
                title: '阶梯价',
                dataIndex: 'ladder',
                render: (ladder: AdminOffer['ladder']) =>
                  ladder.length ? ladder.map((t) => `≥${t.quantity}: ${yuan(t.price)}`).join('；') : '—',
              },
              { title: '库存', dataIndex: 'stock' },
              {
                title: '起购/步长/限购',
                key: 'rules',
                render: (_: unknown, o) => `${o.min_quantity} / ${o.step} / ${o.member_limit ?? '不限'}`,
              },
              {
                title: '包邮',
                key: 'free_shipping',
                render: (_: unknown, o) =>
                  o.is_free_shipping
                    ? o.free_shipping_number > 0
                      ? `满${o.free_shipping_number}件包邮`
                      : '包邮'
                    : '—',
              },
              {
                title: '状态',
                dataIndex: 'is_buy',
                render: (on: boolean) => (on ? <Tag color="success">可购买</Tag> : <Tag>停售</Tag>),
              },
              {
                title: '标签',
                dataIndex: 'tags',
                render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>),
              },
              {
                title: '操作',
                key: 'actions',
                render: (_: unknown, o) => (
                  <Button size="small" onClick={() => setOffer(o)}>
                    编辑报价
                  </Button>
                ),
              },
            ]}
          />
        </>
      )}
      <OfferDialog
        offer={offer}
        onClose={() => setOffer(null)}
        onSaved={() => {
          setOffer(null);
          void client.invalidateQueries({ queryKey: [...catalogueKey, 'goods-detail', goodsId] });
          void client.invalidateQueries({ queryKey: [...catalogueKey, 'goods'] });
        }}
      />
    </Drawer>
  );
}
