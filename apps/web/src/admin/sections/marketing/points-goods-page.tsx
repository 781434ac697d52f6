/** 积分商城: the items stores redeem with points (points each, stock, per-store limit, on sale). */
import type { AdminPointsGoods } from '@mall/shared/admin-marketing';
import { Form, Image, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { type AdminApiError, errorText } from '../../api';
import { MarketingTable } from './marketing-kit';

interface ItemForm {
  name: string;
  image: string;
  points: number;
  stock: number;
  /** The stock the form opened on (an edit): the server writes a changed stock only while it still holds. */
  stock_was?: number;
  per_member_limit: number;
  is_active: boolean;
  sort: number;
  description: string;
}

export default function PointsGoodsPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminPointsGoods, ItemForm>
      title="积分商城"
      resource="points-goods"
      noun="积分商品"
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        {
          title: '图片',
          dataIndex: 'image',
          render: (src: string) => (src ? <Image src={src} width={48} height={48} alt="" /> : '—'),
        },
        { title: '名称', dataIndex: 'name' },
        { title: '所需积分', dataIndex: 'points' },
        { title: '库存', dataIndex: 'stock' },
        { title: '已兑换', dataIndex: 'redeemed' },
        { title: '每店限兑', dataIndex: 'per_member_limit', render: (n: number) => (n === 0 ? '不限' : n) },
        { title: '排序', dataIndex: 'sort' },
        {
          title: '状态',
          dataIndex: 'is_active',
          render: (on: boolean) => (on ? <Tag color="success">上架</Tag> : <Tag>下架</Tag>),
        },
      ]}
      blank={{ image: '', per_member_limit: 0, is_active: true, sort: 0, description: '' }}
      toValues={({ id: _, redeemed: __, ...item }) => ({ ...item, stock_was: item.stock })}
      toBody={(v) => ({ ...v, image: v.image ?? '', description: v.description ?? '' })}
      onSaveError={(error, form) => {
        const moved = (error as AdminApiError).data as { stock?: unknown } | null;
        // Redemptions took units since the form opened: start again from the stock as it is.
        if (typeof moved?.stock === 'number')
          form.setFields([
            { name: 'stock', value: moved.stock, errors: [errorText(error)] },
            { name: 'stock_was', value: moved.stock },
          ]);
      }}
      fields={() => (
        <>
          <Form.Item name="stock_was" hidden>
            <InputNumber />
          </Form.Item>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请输入商品名称' },
              { max: 60, message: '商品名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="image" label="图片地址" rules={[{ max: 300, message: '地址过长' }]}>
            <Input placeholder="/uploads/…" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="points" label="所需积分" rules={[{ required: true, message: '请输入所需积分' }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请输入库存' }]}>
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="per_member_limit" label="每店限兑（0为不限）">
              <InputNumber min={0} precision={0} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item
            name="description"
            label="说明"
            rules={[{ max: 1000, message: '说明不能超过1000个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="is_active" label="上架" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
