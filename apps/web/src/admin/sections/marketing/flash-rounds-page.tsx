/** 限时秒杀: rounds with a China-time window, each goods at a flash price with a per-store limit and its own stock. */
import {
  type AdminFlashRound,
  FLASH_ROUND_MAX_ITEMS,
  type MarketingState,
} from '@mall/shared/admin-marketing';
import { Button, Card, Form, Input, InputNumber, Space, Switch } from 'antd';
import { type AdminApiError, errorText } from '../../api';
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

interface FlashItemForm {
  offer_id: number;
  known: { id: number; name: string }[];
  flash_price: string;
  member_limit: number;
  stock: number;
  /**
   * The stock the item opened on (an item of the round): the server writes a changed stock only
   * while it still holds, and leaves one not changed as it is (buyers may have taken units since).
   */
  stock_was?: number;
}

interface FlashForm {
  title: string;
  window: WindowValue;
  is_enabled: boolean;
  sort: number;
  items: FlashItemForm[];
}

/** An item's place in the body and the stock its flash offer holds now (a 409's data). */
interface MovedStock {
  index: number;
  stock: number;
}

export default function FlashRoundsPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminFlashRound, FlashForm>
      title="限时秒杀"
      resource="flash-rounds"
      noun="秒杀场次"
      width={760}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '场次', dataIndex: 'title' },
        { title: '时间', key: 'window', render: (_: unknown, r) => windowText(r.starts_at, r.ends_at) },
        {
          title: '商品',
          key: 'items',
          render: (_: unknown, r) =>
            r.items.map((i) => (
              <div key={i.offer_id}>
                {i.goods_name} {yuan(i.flash_price)}
                {i.original_price !== null ? `（原价${yuan(i.original_price)}）` : ''} 限
                {i.member_limit ?? '—'} 库存{i.stock}
                {i.is_buy ? '' : ' 已下架'}
              </div>
            )),
        },
        { title: '状态', dataIndex: 'state', render: (s: MarketingState) => <StateTag state={s} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        is_enabled: true,
        sort: 0,
        items: [{ known: [] } as unknown as FlashItemForm],
      })}
      toValues={(r) => ({
        title: r.title,
        window: windowOf(r.starts_at, r.ends_at),
        is_enabled: r.is_enabled,
        sort: r.sort,
        items: r.items
          .filter((i) => i.is_buy)
          .map((i) => ({
            offer_id: i.offer_id,
            known: [{ id: i.offer_id, name: i.goods_name }],
            flash_price: yuanInput(i.flash_price) ?? '',
            member_limit: i.member_limit ?? 1,
            stock: i.stock,
            stock_was: i.stock,
          })),
      })}
      toBody={({ window, items, ...v }) => ({
        ...v,
        ...windowBody(window),
        items: (items ?? []).map(({ known, stock_was, ...item }) => ({
          ...item,
          // Only with the offer the item opened on: a goods picked anew takes the stock given.
          ...(stock_was !== undefined && known?.[0]?.id === item.offer_id ? { stock_was } : {}),
        })),
      })}
      onSaveError={(error, form) => {
        const moved = ((error as AdminApiError).data as { items?: MovedStock[] } | null)?.items;
        // Buyers took units since the form opened: those items start again from the stock as it is.
        if (Array.isArray(moved))
          form.setFields(
            moved.flatMap(({ index, stock }) => [
              { name: ['items', index, 'stock'] as never, value: stock, errors: [errorText(error)] },
              { name: ['items', index, 'stock_was'] as never, value: stock },
            ]),
          );
      }}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      fields={() => (
        <>
          <Form.Item
            name="title"
            label="场次名称"
            rules={[
              { required: true, whitespace: true, message: '请输入场次名称' },
              { max: 60, message: '场次名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <WindowField label="秒杀时间（北京时间）" />
          <Form.List name="items">
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="秒杀商品">
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
                    <Form.Item name={[field.name, 'stock_was']} hidden>
                      <InputNumber />
                    </Form.Item>
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
                    <Space wrap>
                      <Form.Item
                        name={[field.name, 'flash_price']}
                        label="秒杀价（元）"
                        rules={[{ required: true, message: '请输入秒杀价' }, YUAN_RULE]}
                      >
                        <Input inputMode="decimal" style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'member_limit']}
                        label="每店限购"
                        rules={[{ required: true, message: '请输入每店限购' }]}
                      >
                        <InputNumber min={1} max={100000} precision={0} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'stock']}
                        label="秒杀库存"
                        rules={[{ required: true, message: '请输入秒杀库存' }]}
                      >
                        <InputNumber min={0} precision={0} />
                      </Form.Item>
                    </Space>
                  </Card>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < FLASH_ROUND_MAX_ITEMS ? (
                  <Button type="dashed" onClick={() => add({ known: [] })}>
                    添加商品
                  </Button>
                ) : null}
              </Form.Item>
            )}
          </Form.List>
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
