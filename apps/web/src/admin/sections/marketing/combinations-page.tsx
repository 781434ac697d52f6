/** 组合购 / 组合满赠: packages of offers and quantities at one price below their sum, optionally with a gift. */
import type { AdminCombination, MarketingState } from '@mall/shared/admin-marketing';
import { Button, Card, Form, Input, InputNumber, Space, Switch } from 'antd';
import { EnableToggle } from './combination-enable';
import {
  comingWeek,
  MarketingTable,
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

type Known = { id: number; name: string }[];

interface ComboForm {
  title: string;
  price: string;
  member_limit: number | null;
  window: WindowValue;
  is_enabled: boolean;
  sort: number;
  items: { offer_id: number; quantity: number; known: Known }[];
  with_gift: boolean;
  gift_goods_id: number | null;
  gift_known: Known;
  gift_name: string;
  gift_quantity: number;
}

const MAX_ITEMS = 20;

export default function CombinationsPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminCombination, ComboForm>
      title="组合购 / 组合满赠"
      resource="combinations"
      noun="组合套餐"
      kinds={[
        { value: 'plain', label: '组合购' },
        { value: 'gift', label: '组合满赠' },
      ]}
      kindLabel="类型"
      width={760}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '套餐', dataIndex: 'title' },
        {
          title: '商品',
          key: 'items',
          render: (_: unknown, r) =>
            r.items.map((i) => (
              <div key={i.offer_id}>
                {i.goods_name} × {i.quantity}（{yuan(i.unit_price)}）
              </div>
            )),
        },
        {
          title: '套餐价',
          key: 'price',
          render: (_: unknown, r) => `${yuan(r.price)}（原价${yuan(r.raw_price)}）`,
        },
        {
          title: '赠品',
          key: 'gift',
          render: (_: unknown, r) => (r.gift ? `${r.gift.name} × ${r.gift.quantity}` : '—'),
        },
        { title: '每店限购', dataIndex: 'member_limit', render: (n: number | null) => n ?? '不限' },
        { title: '时间', key: 'window', render: (_: unknown, r) => windowText(r.starts_at, r.ends_at) },
        { title: '状态', dataIndex: 'state', render: (s: MarketingState) => <StateTag state={s} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        is_enabled: true,
        sort: 0,
        member_limit: null,
        with_gift: false,
        gift_known: [],
        gift_quantity: 1,
        items: [{ known: [], quantity: 1 } as unknown as ComboForm['items'][number]],
      })}
      toValues={(r) => ({
        title: r.title,
        price: yuanInput(r.price) ?? '',
        member_limit: r.member_limit,
        window: windowOf(r.starts_at, r.ends_at),
        is_enabled: r.is_enabled,
        sort: r.sort,
        items: r.items.map((i) => ({
          offer_id: i.offer_id,
          quantity: i.quantity,
          known: [{ id: i.offer_id, name: i.goods_name }],
        })),
        with_gift: r.gift !== null,
        gift_goods_id: r.gift?.goods_id ?? null,
        gift_known: r.gift?.goods_id ? [{ id: r.gift.goods_id, name: r.gift.name }] : [],
        gift_name: r.gift?.name ?? '',
        gift_quantity: r.gift?.quantity ?? 1,
      })}
      toBody={({
        window,
        items,
        with_gift,
        gift_goods_id,
        gift_known: _,
        gift_name,
        gift_quantity,
        ...v
      }) => ({
        ...v,
        member_limit: v.member_limit ?? null,
        ...windowBody(window),
        items: (items ?? []).map(({ known: _k, ...item }) => item),
        gift: with_gift
          ? { goods_id: gift_goods_id ?? null, name: gift_name, quantity: gift_quantity }
          : null,
      })}
      errorFields={{
        starts_at: 'window',
        ends_at: 'window',
        'gift.goods_id': 'gift_goods_id',
        'gift.name': 'gift_name',
        'gift.quantity': 'gift_quantity',
      }}
      rowActions={(row, refresh) => (
        <EnableToggle resource="combinations" noun="组合套餐" row={row} refresh={refresh} />
      )}
      fields={() => (
        <>
          <Form.Item
            name="title"
            label="套餐名称"
            rules={[
              { required: true, whitespace: true, message: '请输入套餐名称' },
              { max: 60, message: '套餐名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.List name="items">
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="套餐商品（至少两个报价）">
                {fields.map((field) => (
                  <Card
                    key={field.key}
                    size="small"
                    style={{ marginBottom: 8 }}
                    extra={
                      <Button type="link" onClick={() => remove(field.name)}>
                        移除
                      </Button>
                    }
                  >
                    <Form.Item name={[field.name, 'known']} hidden>
                      <Input />
                    </Form.Item>
                    <Space wrap align="start">
                      <Form.Item noStyle dependencies={[['items', field.name, 'known']]}>
                        {({ getFieldValue }) => (
                          <Form.Item
                            name={[field.name, 'offer_id']}
                            label="报价（商品）"
                            rules={[{ required: true, message: '请选择报价' }]}
                          >
                            <RemoteSelect
                              source="offers"
                              known={getFieldValue(['items', field.name, 'known']) ?? []}
                            />
                          </Form.Item>
                        )}
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label="数量"
                        rules={[{ required: true, message: '请输入数量' }]}
                      >
                        <InputNumber min={1} max={10000} precision={0} />
                      </Form.Item>
                    </Space>
                  </Card>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < MAX_ITEMS ? (
                  <Button type="dashed" onClick={() => add({ known: [], quantity: 1 })}>
                    添加商品
                  </Button>
                ) : null}
              </Form.Item>
            )}
          </Form.List>
          <Space wrap>
            <Form.Item
              name="price"
              label="套餐价（元，低于商品合计）"
              rules={[{ required: true, message: '请输入套餐价' }, YUAN_RULE]}
            >
              <Input inputMode="decimal" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="member_limit" label="每店限购（空为不限）">
              <InputNumber min={1} max={100000} precision={0} />
            </Form.Item>
          </Space>
          <WindowField label="销售时间（北京时间，可留空）" required={false} />
          <Form.Item name="with_gift" label="组合满赠（每套附赠）" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item noStyle dependencies={['with_gift']}>
            {({ getFieldValue }) =>
              getFieldValue('with_gift') ? (
                <Space wrap align="start">
                  <Form.Item
                    name="gift_name"
                    label="赠品名称"
                    rules={[
                      { required: true, whitespace: true, message: '请输入赠品名称' },
                      { max: 60, message: '赠品名称不能超过60个字符' },
                    ]}
                  >
                    <Input style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item
                    name="gift_quantity"
                    label="每套赠送数量"
                    rules={[{ required: true, message: '请输入赠品数量' }]}
                  >
                    <InputNumber min={1} max={10000} precision={0} />
                  </Form.Item>
                  <Form.Item name="gift_goods_id" label="赠品图片取自商品（可选）">
                    <RemoteSelect source="goods" known={getFieldValue('gift_known') ?? []} />
                  </Form.Item>
                </Space>
              ) : null
            }
          </Form.Item>
          <Form.Item name="gift_known" hidden>
            <Input />
          </Form.Item>
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
