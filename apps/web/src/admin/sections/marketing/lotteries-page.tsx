/** 抽奖: lucky draws with their window, chances per store and prizes whose odds sum to 100 %. */
import type { Paged } from '@mall/shared/admin';
import {
  type AdminCoupon,
  type AdminLottery,
  LOTTERY_PRIZE_KIND_LABELS,
  LOTTERY_PRIZE_KINDS,
  type LotteryPrizeKind,
  type MarketingState,
} from '@mall/shared/admin-marketing';
import { formatFen } from '@mall/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { type AdminApiError, adminApi, errorText } from '../../api';
import {
  comingWeek,
  MARKETING_API,
  MarketingTable,
  marketingKey,
  StateTag,
  WindowField,
  type WindowValue,
  windowBody,
  windowOf,
  windowText,
} from './marketing-kit';

interface PrizeForm {
  id?: number | null;
  name: string;
  remarks?: string;
  kind: LotteryPrizeKind;
  coupon_id?: number | null;
  coupon_days?: number | null;
  amount?: string;
  odds: string;
  stock?: number | null;
  /**
   * The stock a saved prize opened on (null: unlimited): the server writes a changed stock only
   * while it still holds, and leaves one not changed as it is (draws may have taken some since).
   */
  stock_was?: number | null;
  sort?: number;
}

/** A prize's place in the body and the stock it holds now (a 409's data). */
interface MovedStock {
  index: number;
  stock: number | null;
}

interface LotteryForm {
  title: string;
  rules?: string;
  window: WindowValue;
  chances_per_store: number;
  is_active: boolean;
  ad_image?: string;
  ad_url?: string;
  prizes: PrizeForm[];
}

const ODDS_RULE = { pattern: /^\d{1,3}(\.\d{1,2})?$/, message: '中奖率为百分数，最多两位小数' };

/** Hundredths of a percent as the percent text (1250 → "12.5"). */
const oddsText = (weight: number): string => formatFen(weight).replace(/\.?0+$/, '') || '0';

function CouponSelect(props: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  const coupons = useQuery({
    queryKey: [...marketingKey, 'coupons', 'all'],
    queryFn: () => adminApi.get<Paged<AdminCoupon>>(`${MARKETING_API}/coupons`, { page_size: 100 }),
  });
  return (
    <Select
      id={props.id}
      style={{ width: 220 }}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.title}（${c.id}）` }))}
    />
  );
}

export default function LotteriesPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminLottery, LotteryForm>
      title="抽奖"
      resource="lotteries"
      noun="抽奖活动"
      width={820}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        { title: '时间', key: 'window', render: (_: unknown, l) => windowText(l.starts_at, l.ends_at) },
        { title: '每店次数', dataIndex: 'chances_per_store' },
        {
          title: '奖品（中奖率）',
          key: 'prizes',
          render: (_: unknown, l) =>
            l.prizes.map((p) => (
              <div key={p.id}>
                {p.name}（{oddsText(p.weight)}%）{p.stock === null ? '' : ` 库存${p.stock}`}
              </div>
            )),
        },
        { title: '已抽', dataIndex: 'draws' },
        { title: '状态', dataIndex: 'state', render: (s: MarketingState) => <StateTag state={s} /> },
      ]}
      blank={() => ({
        window: comingWeek(),
        chances_per_store: 1,
        is_active: true,
        prizes: [{ name: '谢谢参与', kind: 'none', odds: '100' }],
      })}
      toValues={(l) => ({
        title: l.title,
        rules: l.rules,
        window: windowOf(l.starts_at, l.ends_at),
        chances_per_store: l.chances_per_store,
        is_active: l.is_active,
        ad_image: l.ad_image,
        ad_url: l.ad_url,
        prizes: l.prizes.map((p) => ({
          id: p.id,
          name: p.name,
          remarks: p.remarks,
          kind: p.kind,
          coupon_id: p.coupon_id,
          coupon_days: p.coupon_days,
          amount: p.kind === 'points' ? String(p.amount) : p.kind === 'balance' ? formatFen(p.amount) : '',
          odds: oddsText(p.weight),
          stock: p.stock,
          stock_was: p.stock,
          sort: p.sort,
        })),
      })}
      toBody={({ window, prizes, ...v }) => ({
        ...v,
        ...windowBody(window),
        rules: v.rules ?? '',
        ad_image: v.ad_image ?? '',
        ad_url: v.ad_url ?? '',
        prizes: (prizes ?? []).map((p) => ({
          ...p,
          id: p.id ?? null,
          remarks: p.remarks ?? '',
          amount: p.amount ?? '',
          coupon_id: p.coupon_id ?? null,
          coupon_days: p.coupon_days ?? null,
          stock: p.stock ?? null,
          // A saved prize says which stock it opened on; a new one has none.
          ...(p.id ? { stock_was: p.stock_was ?? null } : {}),
          sort: p.sort ?? 0,
        })),
      })}
      onSaveError={(error, form) => {
        const moved = ((error as AdminApiError).data as { prizes?: MovedStock[] } | null)?.prizes;
        // Draws took prizes since the form opened: those start again from the stock as it is.
        if (Array.isArray(moved))
          form.setFields(
            moved.flatMap(({ index, stock }) => [
              { name: ['prizes', index, 'stock'] as never, value: stock, errors: [errorText(error)] },
              { name: ['prizes', index, 'stock_was'] as never, value: stock },
            ]),
          );
      }}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
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
          <WindowField label="活动时间（北京时间）" />
          <Space wrap>
            <Form.Item
              name="chances_per_store"
              label="每店抽奖次数"
              rules={[{ required: true, message: '请输入每店抽奖次数' }]}
            >
              <InputNumber min={0} max={100} precision={0} />
            </Form.Item>
            <Form.Item name="is_active" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item
            name="rules"
            label="活动规则"
            rules={[{ max: 2000, message: '活动规则不能超过2000个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="ad_image" label="广告图片地址">
              <Input style={{ width: 300 }} />
            </Form.Item>
            <Form.Item name="ad_url" label="广告链接">
              <Input style={{ width: 300 }} />
            </Form.Item>
          </Space>
          <Form.List name="prizes">
            {(fields, { add, remove }, { errors }) => (
              <Form.Item label="奖品（中奖率之和应为100%；已被抽中的奖品不能删除，可把中奖率设为0）">
                {fields.map((field) => (
                  <Card
                    key={field.key}
                    size="small"
                    style={{ marginBottom: 8 }}
                    extra={
                      <Button type="link" onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    }
                  >
                    <Form.Item name={[field.name, 'id']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, 'stock_was']} hidden>
                      <InputNumber />
                    </Form.Item>
                    <Space wrap>
                      <Form.Item
                        name={[field.name, 'name']}
                        label="奖品名称"
                        rules={[{ required: true, whitespace: true, message: '请输入奖品名称' }]}
                      >
                        <Input style={{ width: 160 }} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'kind']}
                        label="类型"
                        rules={[{ required: true, message: '请选择奖品类型' }]}
                      >
                        <Select
                          style={{ width: 120 }}
                          options={LOTTERY_PRIZE_KINDS.map((k) => ({
                            value: k,
                            label: LOTTERY_PRIZE_KIND_LABELS[k],
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'odds']}
                        label="中奖率（%）"
                        rules={[{ required: true, message: '请输入中奖率' }, ODDS_RULE]}
                      >
                        <Input inputMode="decimal" style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'stock']} label="库存（空为不限）">
                        <InputNumber min={0} precision={0} />
                      </Form.Item>
                    </Space>
                    <Form.Item noStyle dependencies={[['prizes', field.name, 'kind']]}>
                      {({ getFieldValue }) => {
                        const kind = getFieldValue(['prizes', field.name, 'kind']) as LotteryPrizeKind;
                        if (kind === 'coupon')
                          return (
                            <Space wrap>
                              <Form.Item
                                name={[field.name, 'coupon_id']}
                                label="优惠券"
                                rules={[{ required: true, message: '请选择优惠券' }]}
                              >
                                <CouponSelect />
                              </Form.Item>
                              <Form.Item
                                name={[field.name, 'coupon_days']}
                                label="有效天数"
                                rules={[{ required: true, message: '请输入有效天数' }]}
                              >
                                <InputNumber min={1} max={3650} precision={0} />
                              </Form.Item>
                            </Space>
                          );
                        if (kind === 'points' || kind === 'balance')
                          return (
                            <Form.Item
                              name={[field.name, 'amount']}
                              label={kind === 'points' ? '积分' : '余额（元）'}
                              rules={[{ required: true, message: '请输入奖励数额' }]}
                            >
                              <Input inputMode="decimal" style={{ width: 140 }} />
                            </Form.Item>
                          );
                        return null;
                      }}
                    </Form.Item>
                    <Form.Item name={[field.name, 'remarks']} label="奖品说明">
                      <Input />
                    </Form.Item>
                  </Card>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < 12 ? (
                  <Button type="dashed" onClick={() => add({ name: '', kind: 'none', odds: '0' })}>
                    添加奖品
                  </Button>
                ) : null}
              </Form.Item>
            )}
          </Form.List>
        </>
      )}
    />
  );
}
