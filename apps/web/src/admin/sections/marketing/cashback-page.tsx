/** 满额返现: a campaign's window, tiers of goods paid → cashback to the store balance, categories counted and reach. */
import type { AdminCashbackCampaign, MarketingState } from '@mall/shared/admin-marketing';
import { Button, Form, Input, Select, Space, Switch } from 'antd';
import { EnableToggle } from './combination-enable';
import {
  comingWeek,
  MarketingTable,
  ReachFields,
  StateTag,
  useMarketingOptions,
  WindowField,
  type WindowValue,
  windowBody,
  windowOf,
  windowText,
  YUAN_RULE,
  yuan,
  yuanInput,
} from './marketing-kit';

interface CashbackForm {
  title: string;
  rules: string;
  window: WindowValue;
  is_enabled: boolean;
  category_ids: number[];
  customer_types: string[];
  provinces: string[];
  tiers: { threshold: string; cashback: string }[];
}

const reachText = (r: AdminCashbackCampaign) =>
  r.customer_types.length === 0 && r.provinces.length === 0
    ? '全部门店'
    : [r.customer_types.join('、'), r.provinces.join('、')].filter(Boolean).join('；');

function TierFields(): React.JSX.Element {
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="返现档位（实付商品金额达到门槛，返现至余额；门槛逐档递增）">
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap data-testid={`cashback-tier-${index}`}>
              <Form.Item
                name={[field.name, 'threshold']}
                rules={[{ required: true, message: '请输入门槛金额' }, YUAN_RULE]}
              >
                <Input
                  prefix="满"
                  suffix="元"
                  style={{ width: 150 }}
                  inputMode="decimal"
                  aria-label="门槛金额"
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'cashback']}
                rules={[{ required: true, message: '请输入返现金额' }, YUAN_RULE]}
              >
                <Input
                  prefix="返"
                  suffix="元"
                  style={{ width: 150 }}
                  inputMode="decimal"
                  aria-label="返现金额"
                />
              </Form.Item>
              <Button type="link" onClick={() => remove(field.name)} disabled={fields.length <= 1}>
                删除
              </Button>
            </Space>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < 10 ? (
            <Button type="dashed" onClick={() => add({})}>
              添加一档
            </Button>
          ) : null}
        </Form.Item>
      )}
    </Form.List>
  );
}

export default function CashbackPage(): React.JSX.Element {
  const categories = useMarketingOptions().data?.categories ?? [];
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return (
    <MarketingTable<AdminCashbackCampaign, CashbackForm>
      title="满额返现"
      resource="cashback"
      noun="满额返现"
      width={720}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        {
          title: '档位',
          key: 'tiers',
          render: (_: unknown, r) =>
            r.tiers.map((t) => `满${yuan(t.threshold)}返${yuan(t.cashback)}`).join('；'),
        },
        {
          title: '计入商品',
          key: 'categories',
          render: (_: unknown, r) =>
            r.category_ids.length === 0
              ? '全部商品'
              : r.category_ids.map((id) => categoryName.get(id) ?? `分类${id}`).join('、'),
        },
        { title: '适用门店', key: 'reach', render: (_: unknown, r) => reachText(r) },
        { title: '时间', key: 'window', render: (_: unknown, r) => windowText(r.starts_at, r.ends_at) },
        { title: '状态', dataIndex: 'state', render: (s: MarketingState) => <StateTag state={s} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        is_enabled: true,
        rules: '',
        category_ids: [],
        customer_types: [],
        provinces: [],
        tiers: [{ threshold: '', cashback: '' }],
      })}
      toValues={(r) => ({
        title: r.title,
        rules: r.rules,
        window: windowOf(r.starts_at, r.ends_at),
        is_enabled: r.is_enabled,
        category_ids: r.category_ids,
        customer_types: r.customer_types,
        provinces: r.provinces,
        tiers: r.tiers.map((t) => ({
          threshold: yuanInput(t.threshold) ?? '',
          cashback: yuanInput(t.cashback) ?? '',
        })),
      })}
      toBody={({ window, ...v }) => ({
        ...v,
        ...windowBody(window),
        category_ids: v.category_ids ?? [],
        customer_types: v.customer_types ?? [],
        provinces: v.provinces ?? [],
      })}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      rowActions={(row, refresh) => (
        <EnableToggle resource="cashback" noun="满额返现" row={row} refresh={refresh} />
      )}
      fields={() => (
        <>
          <Form.Item
            name="title"
            label="活动名称"
            rules={[
              { required: true, whitespace: true, message: '请输入活动名称' },
              { max: 60, message: '活动名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="rules"
            label="活动规则"
            rules={[{ max: 1000, message: '活动规则不能超过1000个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <WindowField label="活动时间（北京时间）" required />
          <TierFields />
          <Form.Item name="category_ids" label="计入分类（留空为全部商品）">
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <ReachFields />
          <Form.Item name="is_enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
