/** 充值档位: the recharge tiers the store offers, with a cash voucher and/or a coupon given with each. */

import type { Paged } from '@mall/shared/admin';
import type { AdminCoupon, AdminRechargeTier } from '@mall/shared/admin-marketing';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { adminApi } from '../../api';
import { MARKETING_API, MarketingTable, marketingKey, YUAN_RULE, yuan, yuanInput } from './marketing-kit';

interface TierForm {
  title: string;
  amount: string;
  bonus_voucher: string;
  bonus_voucher_days: number;
  bonus_coupon_id?: number | null;
  bonus_coupon_days: number;
  sort: number;
  active: boolean;
}

function CouponPicker(props: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  const coupons = useQuery({
    queryKey: [...marketingKey, 'coupons', 'all'],
    queryFn: () => adminApi.get<Paged<AdminCoupon>>(`${MARKETING_API}/coupons`, { page_size: 100 }),
  });
  return (
    <Select
      id={props.id}
      allowClear
      placeholder="不送优惠券"
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.title}（${c.id}）` }))}
    />
  );
}

export default function RechargeTiersPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminRechargeTier, TierForm>
      title="充值档位"
      resource="recharge-tiers"
      noun="充值档位"
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        { title: '充值金额', dataIndex: 'amount', render: (fen: number) => yuan(fen) },
        {
          title: '赠送',
          key: 'bonus',
          render: (_: unknown, t) =>
            [
              t.bonus_voucher > 0 ? `现金券${yuan(t.bonus_voucher)}（${t.bonus_voucher_days}天）` : '',
              t.bonus_coupon_title ? `${t.bonus_coupon_title}（${t.bonus_coupon_days}天）` : '',
            ]
              .filter(Boolean)
              .join(' + ') || '—',
        },
        { title: '排序', dataIndex: 'sort' },
        {
          title: '状态',
          dataIndex: 'active',
          render: (on: boolean) => (on ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
        },
      ]}
      blank={{ bonus_voucher: '0', bonus_voucher_days: 90, bonus_coupon_days: 30, sort: 0, active: true }}
      toValues={(t) => ({
        title: t.title,
        amount: yuanInput(t.amount),
        bonus_voucher: yuanInput(t.bonus_voucher),
        bonus_voucher_days: t.bonus_voucher_days,
        bonus_coupon_id: t.bonus_coupon_id,
        bonus_coupon_days: t.bonus_coupon_days,
        sort: t.sort,
        active: t.active,
      })}
      toBody={(v) => ({ ...v, bonus_coupon_id: v.bonus_coupon_id ?? null })}
      fields={() => (
        <>
          <Form.Item
            name="title"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请输入档位名称' },
              { max: 40, message: '档位名称不能超过40个字符' },
            ]}
          >
            <Input placeholder="如：充1000送50" />
          </Form.Item>
          <Form.Item
            name="amount"
            label="充值金额（元）"
            rules={[{ required: true, message: '请输入充值金额' }, YUAN_RULE]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="bonus_voucher" label="赠送现金券（元，0为不送）" rules={[YUAN_RULE]}>
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="bonus_voucher_days" label="现金券有效天数">
              <InputNumber min={1} max={3650} precision={0} />
            </Form.Item>
          </Space>
          <Space wrap>
            <Form.Item name="bonus_coupon_id" label="赠送优惠券">
              <CouponPicker />
            </Form.Item>
            <Form.Item name="bonus_coupon_days" label="优惠券有效天数">
              <InputNumber min={1} max={3650} precision={0} />
            </Form.Item>
          </Space>
          <Space>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="active" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
