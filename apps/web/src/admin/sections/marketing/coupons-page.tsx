/** 优惠券: coupon templates (满减券, 折扣券) and their issue to chosen stores for a window. */
import {
  type AdminCoupon,
  COUPON_KIND_LABELS,
  type CouponIssueResult,
  type CouponKind,
} from '@mall/shared/admin-marketing';
import { chinaDateTime } from '@mall/shared/china-time';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import {
  MARKETING_API,
  MarketingTable,
  RemoteSelect,
  setServerErrors,
  useMarketingOptions,
  WindowField,
  type WindowValue,
  windowBody,
  YUAN_RULE,
  yuan,
  yuanInput,
} from './marketing-kit';

interface CouponForm {
  title: string;
  kind: CouponKind;
  threshold: string;
  reduce?: string;
  rate?: number;
  scope: string;
  scope_ids: number[];
}

interface IssueForm {
  company_ids: number[];
  window: WindowValue;
}

const faceText = (c: AdminCoupon) =>
  c.kind === 'reduce'
    ? `${c.threshold > 0 ? `满${yuan(c.threshold)}` : '无门槛'}减${yuan(c.value)}`
    : `${c.threshold > 0 ? `满${yuan(c.threshold)}` : '无门槛'}享${c.value / 10}折`;

function IssueDialog({
  coupon,
  onClose,
}: {
  coupon: AdminCoupon | null;
  onClose: (issued: boolean) => void;
}): React.JSX.Element {
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueForm>();
  const issue = useMutation({
    mutationFn: (values: IssueForm) => {
      const { starts_at, ends_at } = windowBody(values.window);
      return adminApi.post<CouponIssueResult>(`${MARKETING_API}/coupons/${coupon?.id}/issue`, {
        company_ids: values.company_ids ?? [],
        valid_from: starts_at,
        valid_to: ends_at,
      });
    },
    onSuccess: (result) => {
      void message.success(`已发放 ${result.issued} 张`);
      onClose(true);
    },
    onError: (error) => {
      setServerErrors(form, error, { valid_from: 'window', valid_to: 'window' });
      void message.error(errorText(error));
    },
  });
  return (
    <Modal
      open={coupon !== null}
      title={coupon ? `发放优惠券：${coupon.title}` : ''}
      okText="发放"
      cancelText="取消"
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<IssueForm> form={form} layout="vertical" onFinish={(v) => issue.mutate(v)} preserve={false}>
        <Form.Item name="company_ids" label="门店" rules={[{ required: true, message: '请选择门店' }]}>
          <RemoteSelect source="companies" multiple placeholder="输入门店名称搜索" />
        </Form.Item>
        <WindowField label="有效期（北京时间）" />
      </Form>
    </Modal>
  );
}

export default function CouponsPage(): React.JSX.Element {
  const [issuing, setIssuing] = useState<{ coupon: AdminCoupon; refresh: () => void } | null>(null);
  const scopes = useMarketingOptions().data?.scopes ?? [];
  const scopeName = new Map(scopes.map((s) => [s.id, s.name]));
  return (
    <>
      <MarketingTable<AdminCoupon, CouponForm>
        title="优惠券"
        resource="coupons"
        noun="优惠券"
        kinds={(['reduce', 'discount'] as const).map((k) => ({ value: k, label: COUPON_KIND_LABELS[k] }))}
        kindLabel="券类型"
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '名称', dataIndex: 'title' },
          { title: '类型', dataIndex: 'kind', render: (k: CouponKind) => <Tag>{COUPON_KIND_LABELS[k]}</Tag> },
          { title: '面额', key: 'face', render: (_: unknown, c) => faceText(c) },
          {
            title: '适用范围',
            key: 'scope',
            render: (_: unknown, c) => (
              <>
                <div>{c.scope}</div>
                {c.scope_ids.length > 0 ? (
                  <Tag color="orange" data-testid="coupon-scope-limit">
                    限用：{c.scope_ids.map((id) => scopeName.get(id) ?? `经营范围${id}`).join('、')}
                  </Tag>
                ) : null}
              </>
            ),
          },
          { title: '已发放', dataIndex: 'issued' },
          { title: '未使用', dataIndex: 'unused' },
          { title: '创建时间', dataIndex: 'created_at', render: (s: number) => chinaDateTime(s) },
        ]}
        blank={{ kind: 'reduce', threshold: '0', scope: '全场通用（不可用券商品除外）', scope_ids: [] }}
        toValues={(c) => ({
          title: c.title,
          kind: c.kind,
          threshold: yuanInput(c.threshold),
          reduce: c.kind === 'reduce' ? yuanInput(c.value) : undefined,
          rate: c.kind === 'discount' ? c.value : undefined,
          scope: c.scope,
          scope_ids: c.scope_ids,
        })}
        toBody={(v) => ({
          title: v.title,
          kind: v.kind,
          threshold: v.threshold,
          scope: v.scope ?? '',
          scope_ids: v.scope_ids ?? [],
          ...(v.kind === 'reduce' ? { reduce: v.reduce } : { rate: v.rate }),
        })}
        rowActions={(coupon, refresh) => (
          <Button size="small" type="primary" ghost onClick={() => setIssuing({ coupon, refresh })}>
            发放
          </Button>
        )}
        fields={(_, editing) => (
          <>
            {editing && editing.issued > 0 ? (
              <p>该券已发放 {editing.issued} 张，只能修改名称和适用范围的说明。</p>
            ) : null}
            <Form.Item
              name="title"
              label="名称"
              rules={[
                { required: true, whitespace: true, message: '请输入优惠券名称' },
                { max: 40, message: '优惠券名称不能超过40个字符' },
              ]}
            >
              <Input />
            </Form.Item>
            <Form.Item name="kind" label="类型">
              <Radio.Group
                optionType="button"
                disabled={Boolean(editing && editing.issued > 0)}
                options={(['reduce', 'discount'] as const).map((k) => ({
                  value: k,
                  label: COUPON_KIND_LABELS[k],
                }))}
              />
            </Form.Item>
            <Form.Item
              name="threshold"
              label="使用门槛（元，0为无门槛）"
              rules={[{ required: true, message: '请输入使用门槛' }, YUAN_RULE]}
            >
              <Input inputMode="decimal" disabled={Boolean(editing && editing.issued > 0)} />
            </Form.Item>
            <Form.Item noStyle dependencies={['kind']}>
              {({ getFieldValue }) =>
                getFieldValue('kind') === 'discount' ? (
                  <Form.Item
                    name="rate"
                    label="折扣（应付百分比，95即9.5折）"
                    rules={[{ required: true, message: '请输入折扣' }]}
                  >
                    <InputNumber
                      min={1}
                      max={99}
                      precision={0}
                      disabled={Boolean(editing && editing.issued > 0)}
                    />
                  </Form.Item>
                ) : (
                  <Form.Item
                    name="reduce"
                    label="减免金额（元）"
                    rules={[{ required: true, message: '请输入减免金额' }, YUAN_RULE]}
                  >
                    <Input inputMode="decimal" disabled={Boolean(editing && editing.issued > 0)} />
                  </Form.Item>
                )
              }
            </Form.Item>
            <Form.Item
              name="scope_ids"
              label="限用经营范围（留空为全部商品；商品须在所选范围内才计入门槛和优惠）"
            >
              <Select
                mode="multiple"
                disabled={Boolean(editing && editing.issued > 0)}
                showSearch={{ optionFilterProp: 'label' }}
                options={scopes.map((s) => ({ value: s.id, label: s.name }))}
              />
            </Form.Item>
            <Form.Item
              name="scope"
              label="适用范围（展示给门店）"
              rules={[{ max: 60, message: '适用范围不能超过60个字符' }]}
            >
              <Input />
            </Form.Item>
          </>
        )}
      />
      <IssueDialog
        coupon={issuing?.coupon ?? null}
        onClose={(issued) => {
          if (issued) issuing?.refresh();
          setIssuing(null);
        }}
      />
    </>
  );
}
