/**
 * What the order drawer shows of one order: buyer, address, lines, money, payments, logistics,
 * timeline and invoices.
 */
import type { AdminOrderDetail, AdminPayment } from '@mall/shared/admin-orders';
import { chinaDateTime } from '@mall/shared/china-time';
import type { OrderLineRead } from '@mall/shared/order';
import { Descriptions, Empty, Space, Table, Tag, Timeline, Typography } from 'antd';
import { orderStatusColour } from './labels';

/** One logistics or progress event: what happened, its note, and when. */
function EventLine({ event }: { event: { title: string; note: string; created_at: number } }) {
  return (
    <span>
      {event.title} {event.note ? <Typography.Text type="secondary">{event.note}</Typography.Text> : null}
      <br />
      <Typography.Text type="secondary">{chinaDateTime(event.created_at)}</Typography.Text>
    </span>
  );
}

export function OrderBody({ order }: { order: AdminOrderDetail }) {
  const a = order.amounts;
  const address = order.address;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} title="订单">
        <Descriptions.Item label="状态">
          <Tag color={orderStatusColour(order.status)}>{order.status_text}</Tag>
          {order.awaiting_transfer ? <Tag color="warning">待确认转账</Tag> : null}
        </Descriptions.Item>
        <Descriptions.Item label="门店">
          {order.company_name}（{order.member}）
        </Descriptions.Item>
        <Descriptions.Item label="下单时间">{chinaDateTime(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="付款时间">
          {order.paid_at ? chinaDateTime(order.paid_at) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="收货人">
          {address.consignee} {address.phone}
        </Descriptions.Item>
        <Descriptions.Item label="地址">
          {address.province}
          {address.city}
          {address.district}
          {address.detail}
        </Descriptions.Item>
        <Descriptions.Item label="包裹">
          {order.parcels?.length
            ? order.parcels.map((p, i) => (
                <div key={p.tracking_no}>
                  {order.parcels && order.parcels.length > 1 ? `包裹${i + 1}：` : ''}
                  {p.carrier} {p.tracking_no}
                </div>
              ))
            : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="发票">
          {order.invoice.invoice_type_text} {order.invoice.title}
        </Descriptions.Item>
        {order.remark ? (
          <Descriptions.Item label="备注" span={2}>
            {order.remark}
          </Descriptions.Item>
        ) : null}
        {order.cancel_reason ? (
          <Descriptions.Item label="取消原因" span={2}>
            {order.cancel_reason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>

      <Table<OrderLineRead>
        size="small"
        rowKey="id"
        title={() => '商品'}
        pagination={false}
        dataSource={order.lines}
        columns={[
          {
            title: '商品',
            dataIndex: 'name',
            render: (name: string, l) => (
              <span>
                {name}
                {l.gift_number > 0 ? <Tag color="warning">赠{l.gift_number}</Tag> : null}
                <br />
                <Typography.Text type="secondary">
                  {l.ypgg} {l.sccj}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: '批号/效期',
            dataIndex: 'batch_number',
            render: (b: string, l) => `${b || '—'} / ${l.expiry_date || '—'}`,
          },
          { title: '单价', dataIndex: 'price', align: 'right', render: (v: string) => `¥${v}` },
          { title: '数量', dataIndex: 'number', align: 'right' },
          { title: '已退', dataIndex: 'refunded_number', align: 'right' },
          { title: '小计', dataIndex: 'amount', align: 'right', render: (v: string) => `¥${v}` },
        ]}
      />

      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} title="金额">
        <Descriptions.Item label="商品金额">¥{a.goods_amount}</Descriptions.Item>
        <Descriptions.Item label="活动优惠">-¥{a.activity_amount}</Descriptions.Item>
        <Descriptions.Item label="优惠券">-¥{a.coupon_amount}</Descriptions.Item>
        <Descriptions.Item label="抵用金">-¥{a.voucher_amount}</Descriptions.Item>
        <Descriptions.Item label="运费">¥{a.shipping_amount}</Descriptions.Item>
        <Descriptions.Item label="订单合计">¥{order.total_amount}</Descriptions.Item>
        <Descriptions.Item label="余额抵扣">¥{a.balance_amount}</Descriptions.Item>
        <Descriptions.Item label="已付">¥{a.paid_amount}</Descriptions.Item>
        <Descriptions.Item label="已退款">¥{a.refunded_amount}</Descriptions.Item>
      </Descriptions>

      <Table<AdminPayment>
        size="small"
        rowKey="payment_no"
        title={() => '支付记录'}
        pagination={false}
        dataSource={order.payments}
        locale={{ emptyText: '没有支付记录' }}
        columns={[
          { title: '流水号', dataIndex: 'payment_no' },
          { title: '方式', dataIndex: 'method_text' },
          { title: '金额', dataIndex: 'amount', align: 'right', render: (v: string) => `¥${v}` },
          { title: '已退', dataIndex: 'refunded_amount', align: 'right', render: (v: string) => `¥${v}` },
          { title: '状态', dataIndex: 'status_text' },
          {
            title: '支付时间',
            dataIndex: 'paid_at',
            render: (at: number | null) => (at ? chinaDateTime(at) : '—'),
          },
        ]}
      />

      <div>
        <Typography.Title level={5}>物流跟踪</Typography.Title>
        {order.logistics.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无物流信息" />
        ) : (
          <Timeline
            data-testid="order-logistics"
            items={order.logistics.map((e) => ({
              content: <EventLine event={e} />,
            }))}
          />
        )}
      </div>

      <div>
        <Typography.Title level={5}>订单进度</Typography.Title>
        <Timeline
          items={order.timeline.map((e) => ({
            color: 'green',
            content: <EventLine event={e} />,
          }))}
        />
      </div>

      {order.after_sales.length > 0 ? (
        <Descriptions size="small" bordered column={1} title="售后">
          {order.after_sales.map((s) => (
            <Descriptions.Item key={s.id} label={s.after_sale_no}>
              {s.kind_text} · {s.status_text} · ¥{s.refund_amount}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}

      {order.invoices.length > 0 ? (
        <Descriptions size="small" bordered column={1} title="发票">
          {order.invoices.map((i) => (
            <Descriptions.Item key={i.id} label={i.invoice_no}>
              {i.invoice_type_text} · {i.title} · ¥{i.amount} · {i.status_text} · {chinaDateTime(i.issued_at)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </Space>
  );
}
