/** 拼团: group buys of an offer at a group price, with target, per-store limit, reach and deadline. */
import { type AdminGroupBuy, GROUP_BUY_STATE_LABELS, type GroupBuyState } from '@mall/shared/admin-marketing';
import { Form, Input, InputNumber, Space, Tag } from 'antd';
import {
  comingWeek,
  MarketingTable,
  ReachFields,
  RemoteSelect,
  WindowField,
  type WindowValue,
  windowBody,
  windowOf,
  windowText,
  YUAN_RULE,
  yuan,
  yuanInput,
} from './marketing-kit';

interface GroupForm {
  title: string;
  offer_id: number;
  known_offer: { id: number; name: string }[];
  group_price: string;
  target_quantity: number;
  store_limit: number;
  rules: string;
  window: WindowValue;
  sort: number;
  customer_types: string[];
  provinces: string[];
}

const STATE_COLORS: Record<GroupBuyState, string> = {
  running: 'success',
  succeeded: 'blue',
  failed: 'default',
};

export default function GroupBuysPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminGroupBuy, GroupForm>
      title="拼团"
      resource="group-buys"
      noun="拼团"
      kinds={(['running', 'succeeded', 'failed'] as const).map((s) => ({
        value: s,
        label: GROUP_BUY_STATE_LABELS[s],
      }))}
      kindLabel="拼团状态"
      width={720}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        { title: '商品', dataIndex: 'goods_name' },
        { title: '原价', dataIndex: 'base_price', render: (fen: number) => yuan(fen) },
        { title: '拼团价', dataIndex: 'group_price', render: (fen: number) => yuan(fen) },
        { title: '进度', key: 'progress', render: (_: unknown, g) => `${g.joined} / ${g.target_quantity}` },
        { title: '每店限购', dataIndex: 'store_limit' },
        { title: '时间', key: 'window', render: (_: unknown, g) => windowText(g.starts_at, g.ends_at) },
        {
          title: '状态',
          dataIndex: 'state',
          render: (s: GroupBuyState) => <Tag color={STATE_COLORS[s]}>{GROUP_BUY_STATE_LABELS[s]}</Tag>,
        },
      ]}
      canEdit={(g) => g.state === 'running'}
      blank={() => ({
        window: comingWeek(),
        rules: '',
        sort: 0,
        customer_types: [],
        provinces: [],
        known_offer: [],
      })}
      toValues={(g) => ({
        title: g.title,
        offer_id: g.offer_id,
        known_offer: [{ id: g.offer_id, name: g.goods_name }],
        group_price: yuanInput(g.group_price),
        target_quantity: g.target_quantity,
        store_limit: g.store_limit,
        rules: g.rules,
        window: windowOf(g.starts_at, g.ends_at),
        sort: g.sort,
        customer_types: g.customer_types,
        provinces: g.provinces,
      })}
      toBody={({ window, known_offer: _, ...v }) => ({
        ...v,
        ...windowBody(window),
        rules: v.rules ?? '',
        customer_types: v.customer_types ?? [],
        provinces: v.provinces ?? [],
      })}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      fields={() => (
        <>
          <Form.Item name="known_offer" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label="拼团名称"
            rules={[
              { required: true, whitespace: true, message: '请输入拼团名称' },
              { max: 60, message: '拼团名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item noStyle dependencies={['known_offer']}>
            {({ getFieldValue }) => (
              <Form.Item
                name="offer_id"
                label="报价（商品）"
                rules={[{ required: true, message: '请选择报价' }]}
              >
                <RemoteSelect source="offers" known={getFieldValue('known_offer') ?? []} />
              </Form.Item>
            )}
          </Form.Item>
          <Space wrap>
            <Form.Item
              name="group_price"
              label="拼团价（元）"
              rules={[{ required: true, message: '请输入拼团价' }, YUAN_RULE]}
            >
              <Input inputMode="decimal" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="target_quantity"
              label="成团数量"
              rules={[{ required: true, message: '请输入成团数量' }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item
              name="store_limit"
              label="每店限购"
              rules={[{ required: true, message: '请输入每店限购' }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <WindowField label="开始与截止时间（北京时间）" />
          <Form.Item
            name="rules"
            label="拼团规则"
            rules={[{ max: 1000, message: '拼团规则不能超过1000个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <ReachFields />
        </>
      )}
    />
  );
}
