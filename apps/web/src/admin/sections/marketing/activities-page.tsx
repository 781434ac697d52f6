/** 满减/满折: activities with their tiers, the goods or categories they cover, reach and window. */
import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityKind,
  type AdminActivityDetail,
  type AdminActivityRow,
  type AdminActivityTier,
} from '@mall/shared/admin-marketing';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Popconfirm, Radio, Select, Space, Switch, Tag } from 'antd';
import { adminApi, errorText } from '../../api';
import {
  comingWeek,
  MARKETING_API,
  MarketingTable,
  ReachFields,
  RemoteSelect,
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

interface TierForm {
  amount?: string;
  reduce?: string;
  rate?: number;
}

interface ActivityForm {
  kind: ActivityKind;
  title: string;
  description: string;
  window: WindowValue;
  is_enabled: boolean;
  is_global: boolean;
  sort: number;
  goods_ids: number[];
  category_ids: number[];
  customer_types: string[];
  provinces: string[];
  tiers: TierForm[];
  known_goods: { id: number; name: string }[];
}

export const tierText = (kind: ActivityKind, tier: AdminActivityTier): string =>
  kind === 'manjian'
    ? `满${yuan(tier.amount)}减${yuan(tier.reduce)}`
    : `满${yuan(tier.amount)}享${((tier.rate ?? 100) / 10).toString()}折`;

function TierFields({ kind }: { kind: ActivityKind }): React.JSX.Element {
  return (
    <Form.List name="tiers">
      {(fields, { add, remove }, { errors }) => (
        <Form.Item
          label={
            kind === 'manjian'
              ? '满减档位（门槛逐档递增，减免逐档递增）'
              : '满折档位（门槛逐档递增，折扣逐档更低）'
          }
        >
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap data-testid={`tier-${index}`}>
              <Form.Item
                name={[field.name, 'amount']}
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
              {kind === 'manjian' ? (
                <Form.Item
                  name={[field.name, 'reduce']}
                  rules={[{ required: true, message: '请输入减免金额' }, YUAN_RULE]}
                >
                  <Input
                    prefix="减"
                    suffix="元"
                    style={{ width: 150 }}
                    inputMode="decimal"
                    aria-label="减免金额"
                  />
                </Form.Item>
              ) : (
                <Form.Item name={[field.name, 'rate']} rules={[{ required: true, message: '请输入折扣' }]}>
                  <InputNumber
                    prefix="付"
                    suffix="%"
                    min={1}
                    max={99}
                    precision={0}
                    style={{ width: 150 }}
                    aria-label="折扣"
                  />
                </Form.Item>
              )}
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

function EnableButton({ row, refresh }: { row: AdminActivityRow; refresh: () => void }): React.JSX.Element {
  const { message } = App.useApp();
  const toggle = useMutation({
    mutationFn: () =>
      adminApi.post(`${MARKETING_API}/activities/${row.id}/enabled`, { is_enabled: !row.is_enabled }),
    onSuccess: () => {
      refresh();
      void message.success(row.is_enabled ? '活动已停用' : '活动已启用');
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Popconfirm
      title={row.is_enabled ? `停用“${row.title}”？门店立即不再享受` : `启用“${row.title}”？`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => toggle.mutate()}
    >
      <Button size="small" danger={row.is_enabled} loading={toggle.isPending}>
        {row.is_enabled ? '停用' : '启用'}
      </Button>
    </Popconfirm>
  );
}

export default function ActivitiesPage(): React.JSX.Element {
  const categories = useMarketingOptions().data?.categories ?? [];
  return (
    <MarketingTable<AdminActivityRow, ActivityForm>
      title="满减 / 满折活动"
      resource="activities"
      noun="活动"
      kinds={ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] }))}
      kindLabel="活动类型"
      width={760}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        {
          title: '类型',
          dataIndex: 'kind',
          render: (kind: ActivityKind) => (
            <Tag color={kind === 'manjian' ? 'red' : 'warning'}>{ACTIVITY_KIND_LABELS[kind]}</Tag>
          ),
        },
        {
          title: '档位',
          key: 'tiers',
          render: (_: unknown, a) => a.tiers.map((t) => <div key={t.amount}>{tierText(a.kind, t)}</div>),
        },
        {
          title: '范围',
          key: 'scope',
          render: (_: unknown, a) =>
            a.is_global
              ? '全场'
              : [
                  a.goods_count ? `${a.goods_count}个商品` : '',
                  a.category_count ? `${a.category_count}个分类` : '',
                ]
                  .filter(Boolean)
                  .join('，'),
        },
        {
          title: '适用门店',
          key: 'reach',
          render: (_: unknown, a) =>
            [a.customer_types.join('、') || '全部类型', a.provinces.join('、') || '全部省份'].join(' / '),
        },
        { title: '时间', key: 'window', render: (_: unknown, a) => windowText(a.starts_at, a.ends_at) },
        { title: '排序', dataIndex: 'sort' },
        { title: '状态', dataIndex: 'state', render: (state) => <StateTag state={state} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        kind: 'manjian',
        description: '',
        is_enabled: true,
        is_global: false,
        sort: 0,
        goods_ids: [],
        category_ids: [],
        customer_types: [],
        provinces: [],
        tiers: [{}],
        known_goods: [],
      })}
      toValues={async (row) => {
        const detail = await adminApi.get<AdminActivityDetail>(`${MARKETING_API}/activities/${row.id}`);
        return {
          kind: detail.kind,
          title: detail.title,
          description: detail.description,
          window: windowOf(detail.starts_at, detail.ends_at),
          is_enabled: detail.is_enabled,
          is_global: detail.is_global,
          sort: detail.sort,
          goods_ids: detail.goods.map((g) => g.id),
          known_goods: detail.goods,
          category_ids: detail.categories.map((c) => c.id),
          customer_types: detail.customer_types,
          provinces: detail.provinces,
          tiers: detail.tiers.map((t) => ({
            amount: yuanInput(t.amount),
            reduce: yuanInput(t.reduce),
            rate: t.rate ?? undefined,
          })),
        };
      }}
      toBody={({ window, known_goods: _, tiers, ...values }) => ({
        ...values,
        ...windowBody(window),
        goods_ids: values.is_global ? [] : (values.goods_ids ?? []),
        category_ids: values.is_global ? [] : (values.category_ids ?? []),
        customer_types: values.customer_types ?? [],
        provinces: values.provinces ?? [],
        tiers: (tiers ?? []).map((t) =>
          values.kind === 'manjian'
            ? { amount: t.amount, reduce: t.reduce }
            : { amount: t.amount, rate: t.rate },
        ),
      })}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      rowActions={(row, refresh) => <EnableButton row={row} refresh={refresh} />}
      fields={() => (
        <>
          <Form.Item name="known_goods" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label="活动类型" rules={[{ required: true, message: '请选择活动类型' }]}>
            <Radio.Group
              options={ACTIVITY_KINDS.map((k) => ({ value: k, label: ACTIVITY_KIND_LABELS[k] }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item
            name="title"
            label="活动名称"
            rules={[
              { required: true, whitespace: true, message: '请输入活动名称' },
              { max: 60, message: '活动名称不能超过60个字符' },
            ]}
          >
            <Input placeholder="如：满100减10" />
          </Form.Item>
          <Form.Item
            name="description"
            label="活动说明"
            rules={[{ max: 500, message: '活动说明不能超过500个字符' }]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
          <WindowField />
          <Form.Item noStyle dependencies={['kind']}>
            {({ getFieldValue }) => <TierFields kind={getFieldValue('kind') ?? 'manjian'} />}
          </Form.Item>
          <Form.Item
            name="is_global"
            label="全场活动（覆盖未参加其他满减/满折的全部商品）"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item noStyle dependencies={['is_global', 'known_goods']}>
            {({ getFieldValue }) =>
              getFieldValue('is_global') ? null : (
                <>
                  <Form.Item name="goods_ids" label="参与商品">
                    <RemoteSelect
                      source="goods"
                      multiple
                      known={getFieldValue('known_goods') ?? []}
                      testId="activity-goods"
                    />
                  </Form.Item>
                  <Form.Item name="category_ids" label="参与分类（含下级分类）">
                    <Select
                      mode="multiple"
                      showSearch={{ optionFilterProp: 'label' }}
                      options={categories.map((c) => ({ value: c.id, label: c.name }))}
                    />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
          <ReachFields />
          <Space>
            <Form.Item name="sort" label="优先级（小的优先）">
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
