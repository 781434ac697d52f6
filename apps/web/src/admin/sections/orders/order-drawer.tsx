/**
 * One order in a drawer (what it shows is order-body.tsx) with the operator's acts: confirm a
 * transfer (finance), ship, add a parcel or a logistics event, deliver.
 */
import type { AdminOrderDetail } from '@mall/shared/admin-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError, adminApi, errorText } from '../../api';
import { allows, useAdminMe } from '../../session';
import { ordersKey } from './labels';
import { OrderBody } from './order-body';

interface Parcel {
  carrier: string;
  tracking_no: string;
}

interface ShipValues {
  parcels: Parcel[];
}

const PARCELS_MAX = 10;
const carrierRules = [
  { required: true, whitespace: true, message: '请填写承运商' },
  { max: 30, message: '承运商不超过30个字' },
];
const trackingRules = [
  { required: true, message: '请填写运单号' },
  { pattern: /^[A-Za-z0-9-]{6,40}$/, message: '运单号应为6至40位字母或数字' },
];

/** A pasted tracking number often carries spaces at its ends; the server trims them too. */
const trimmed = (value: string | undefined) => value?.trim() ?? '';

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', 'EMS', '德邦快递'];

/** A 422's field messages on the form's fields; anything else as a message. */
function showFieldErrors<T>(form: ReturnType<typeof Form.useForm<T>>[0], error: unknown): boolean {
  if (!(error instanceof AdminApiError) || !error.errors) return false;
  form.setFields(
    Object.entries(error.errors).map(([path, errors]) => ({
      name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
      errors,
    })),
  );
  return true;
}

export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useAdminMe().data;
  const [shipOpen, setShipOpen] = useState(false);
  const [traceOpen, setTraceOpen] = useState(false);
  const [parcelOpen, setParcelOpen] = useState(false);
  const [parcelForm] = Form.useForm<Parcel>();
  const [shipForm] = Form.useForm<ShipValues>();
  const [traceForm] = Form.useForm<{ text: string }>();
  const detail = useQuery({
    queryKey: [...ordersKey, 'detail', orderId],
    queryFn: () => adminApi.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`),
    enabled: orderId !== null,
  });
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      adminApi.post<{ summary: string }>(`/api/admin/orders/${orderId}/${path}`, body ?? {}),
    onSuccess: async (result) => {
      message.success(result.summary);
      await client.invalidateQueries({ queryKey: ordersKey });
    },
  });

  const run = async (path: string, body?: unknown, form?: ReturnType<typeof Form.useForm<never>>[0]) => {
    try {
      await act.mutateAsync({ path, ...(body === undefined ? {} : { body }) });
      return true;
    } catch (error) {
      if (!(form && showFieldErrors(form, error))) message.error(errorText(error));
      return false;
    }
  };

  const order = detail.data;
  return (
    <Drawer
      title={order ? `订单 ${order.order_no}` : '订单详情'}
      open={orderId !== null}
      onClose={onClose}
      size={960}
      destroyOnHidden
      data-testid="order-drawer"
      extra={
        order ? (
          <Space>
            {order.can.confirm_transfer && allows(me, 'finance') ? (
              <Popconfirm title="确认该订单的银行转账已到账？" onConfirm={() => run('confirm-transfer')}>
                <Button type="primary">确认转账</Button>
              </Popconfirm>
            ) : null}
            {order.can.ship ? (
              <Button type="primary" onClick={() => setShipOpen(true)}>
                发货
              </Button>
            ) : null}
            {order.can.add_parcel ? <Button onClick={() => setParcelOpen(true)}>添加包裹</Button> : null}
            {order.can.trace ? <Button onClick={() => setTraceOpen(true)}>添加物流</Button> : null}
            {order.can.deliver ? (
              <Popconfirm title="确认包裹已签收？" onConfirm={() => run('deliver')}>
                <Button>签收</Button>
              </Popconfirm>
            ) : null}
          </Space>
        ) : null
      }
    >
      {detail.isError ? <Typography.Text type="danger">{errorText(detail.error)}</Typography.Text> : null}
      {order ? <OrderBody order={order} /> : null}
      <datalist id="admin-carriers">
        {CARRIERS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <Modal
        title="发货"
        open={shipOpen}
        okText="确认发货"
        confirmLoading={act.isPending}
        onCancel={() => setShipOpen(false)}
        onOk={() => shipForm.submit()}
        destroyOnHidden
      >
        <Form<ShipValues>
          form={shipForm}
          layout="vertical"
          preserve={false}
          initialValues={{ parcels: [{ carrier: '', tracking_no: '' }] }}
          data-testid="ship-form"
          onFinish={async (values) => {
            if (await run('ship', values, shipForm as never)) setShipOpen(false);
          }}
        >
          <Form.List name="parcels">
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap data-testid={`parcel-${index}`}>
                    <Form.Item
                      name={[field.name, 'carrier']}
                      label={`包裹${index + 1} 承运商`}
                      rules={carrierRules}
                    >
                      <Input list="admin-carriers" placeholder="如 顺丰速运" style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'tracking_no']}
                      label="运单号"
                      rules={trackingRules}
                      normalize={trimmed}
                    >
                      <Input style={{ width: 200 }} />
                    </Form.Item>
                    {fields.length > 1 ? (
                      <Button type="link" danger style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                        删除
                      </Button>
                    ) : null}
                  </Space>
                ))}
                {/* What the server says of the parcels together (运单号重复) belongs to no one field. */}
                <Form.ErrorList errors={errors} />
                {fields.length < PARCELS_MAX ? (
                  <Button type="dashed" block onClick={() => add({ carrier: '', tracking_no: '' })}>
                    再加一个包裹
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
      <Modal
        title="添加包裹"
        open={parcelOpen}
        okText="添加"
        confirmLoading={act.isPending}
        onCancel={() => setParcelOpen(false)}
        onOk={() => parcelForm.submit()}
        destroyOnHidden
      >
        <Form<Parcel>
          form={parcelForm}
          layout="vertical"
          preserve={false}
          onFinish={async (values) => {
            if (await run('parcel', values, parcelForm as never)) setParcelOpen(false);
          }}
        >
          <Form.Item name="carrier" label="承运商" rules={carrierRules}>
            <Input list="admin-carriers" placeholder="如 中通快递" />
          </Form.Item>
          <Form.Item name="tracking_no" label="运单号" rules={trackingRules} normalize={trimmed}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        title="添加物流信息"
        open={traceOpen}
        okText="添加"
        confirmLoading={act.isPending}
        onCancel={() => setTraceOpen(false)}
        onOk={() => traceForm.submit()}
        destroyOnHidden
      >
        <Form<{ text: string }>
          form={traceForm}
          layout="vertical"
          preserve={false}
          onFinish={async (values) => {
            if (await run('trace', values, traceForm as never)) setTraceOpen(false);
          }}
        >
          <Form.Item
            name="text"
            label="物流信息"
            rules={[
              { required: true, whitespace: true, message: '请填写物流信息' },
              { max: 200, message: '物流信息不超过200个字' },
            ]}
          >
            <Input.TextArea rows={3} placeholder="如 【杭州转运中心】已发出" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
