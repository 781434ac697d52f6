/** 换购: once a store's selection reaches the threshold, up to a per-order cap of an offer at the trade-up price. */
import type { AdminTradeUp, MarketingState } from '@mall/shared/admin-marketing';
import { Form, Input, InputNumber, Space, Switch } from 'antd';
import { EnableToggle } from './combination-enable';
import {
  comingWeek,
  MarketingTable,
  ReachFields,
  RemoteSelect,
  StateTag,
  WindowField,
  type WindowValue,
  windowBody,
  windowOf,
  windowText,
  YUAN_RULE,
  yuan,
  yuanInput,
} from './marketing-kit';

interface TradeUpForm {
  title: string;
  offer_id: number;
  known_offer: { id: number; name: string }[];
  threshold: string;
  price: string;
  max_quantity: number;
  window: WindowValue;
  is_enabled: boolean;
  sort: number;
  customer_types: string[];
  provinces: string[];
}

const reachText = (r: AdminTradeUp) =>
  r.customer_types.length === 0 && r.provinces.length === 0
    ? '全部门店'
    : [r.customer_types.join('、'), r.provinces.join('、')].filter(Boolean).join('；');

export default function TradeUpsPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminTradeUp, TradeUpForm>
      title="换购"
      resource="trade-ups"
      noun="换购"
      width={720}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        { title: '换购商品', dataIndex: 'goods_name' },
        { title: '门槛', dataIndex: 'threshold', render: (fen: number) => `满${yuan(fen)}` },
        {
          title: '换购价',
          key: 'price',
          render: (_: unknown, r) => `${yuan(r.price)}（原价${yuan(r.offer_price)}）`,
        },
        { title: '每单限换', dataIndex: 'max_quantity' },
        { title: '适用门店', key: 'reach', render: (_: unknown, r) => reachText(r) },
        { title: '时间', key: 'window', render: (_: unknown, r) => windowText(r.starts_at, r.ends_at) },
        { title: '状态', dataIndex: 'state', render: (s: MarketingState) => <StateTag state={s} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        is_enabled: true,
        sort: 0,
        max_quantity: 1,
        customer_types: [],
        provinces: [],
        known_offer: [],
      })}
      toValues={(r) => ({
        title: r.title,
        offer_id: r.offer_id,
        known_offer: [{ id: r.offer_id, name: r.goods_name }],
        threshold: yuanInput(r.threshold) ?? '',
        price: yuanInput(r.price) ?? '',
        max_quantity: r.max_quantity,
        window: windowOf(r.starts_at, r.ends_at),
        is_enabled: r.is_enabled,
        sort: r.sort,
        customer_types: r.customer_types,
        provinces: r.provinces,
      })}
      toBody={({ window, known_offer: _, ...v }) => ({
        ...v,
        ...windowBody(window),
        customer_types: v.customer_types ?? [],
        provinces: v.provinces ?? [],
      })}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      rowActions={(row, refresh) => (
        <EnableToggle resource="trade-ups" noun="换购" row={row} refresh={refresh} />
      )}
      fields={() => (
        <>
          <Form.Item name="known_offer" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label="换购名称"
            rules={[
              { required: true, whitespace: true, message: '请输入换购名称' },
              { max: 60, message: '换购名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item noStyle dependencies={['known_offer']}>
            {({ getFieldValue }) => (
              <Form.Item
                name="offer_id"
                label="换购报价（商品）"
                rules={[{ required: true, message: '请选择报价' }]}
              >
                <RemoteSelect source="offers" known={getFieldValue('known_offer') ?? []} />
              </Form.Item>
            )}
          </Form.Item>
          <Space wrap>
            <Form.Item
              name="threshold"
              label="门槛金额（元）"
              rules={[{ required: true, message: '请输入门槛金额' }, YUAN_RULE]}
            >
              <Input inputMode="decimal" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="price"
              label="换购价（元）"
              rules={[{ required: true, message: '请输入换购价' }, YUAN_RULE]}
            >
              <Input inputMode="decimal" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="max_quantity"
              label="每单限换"
              rules={[{ required: true, message: '请输入每单限换' }]}
            >
              <InputNumber min={1} max={10000} precision={0} />
            </Form.Item>
          </Space>
          <WindowField label="换购时间（北京时间，可留空）" required={false} />
          <ReachFields />
          <Space>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="is_enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
