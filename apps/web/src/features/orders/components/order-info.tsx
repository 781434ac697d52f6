import { chinaDateTime } from '@mall/shared/china-time';
import { type OrderDetail, PAY_METHOD_TEXT } from '@mall/shared/order';
import { Descriptions } from 'antd';
import { invoicePdfHref } from '@/api/orders/get-invoices';

/** Address, payment, invoice, accompanying documents, remark and after-sales of an order. */
export function OrderInfo({ order }: { order: OrderDetail }): React.JSX.Element {
  const { address, invoice } = order;
  return (
    <Descriptions
      data-testid="order-info"
      bordered
      size="small"
      // One pair a row on a phone, so a label is not squeezed to a character a line.
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'no', label: '订单号', children: order.order_no },
        { key: 'time', label: '下单时间', children: chinaDateTime(order.created_at, true) },
        {
          key: 'address',
          label: '收货信息',
          span: 2,
          children: `${address.consignee} ${address.phone} ${address.province}${address.city}${address.district}${address.detail}`,
        },
        {
          key: 'pay',
          label: '支付方式',
          children: order.pay_method ? PAY_METHOD_TEXT[order.pay_method] : '未支付',
        },
        { key: 'paid', label: '付款时间', children: chinaDateTime(order.paid_at, true) || '—' },
        {
          key: 'invoice',
          label: '发票信息',
          span: 2,
          children: (
            <>
              {invoice.invoice_type_text} · {invoice.title}
              {invoice.tax_number ? ` · 税号 ${invoice.tax_number}` : ''}
              {order.invoice_id ? (
                <>
                  {' '}
                  <a
                    href={invoicePdfHref(order.invoice_id)}
                    target="_blank"
                    rel="noopener"
                    data-testid="order-invoice-link"
                  >
                    查看电子发票
                  </a>
                </>
              ) : null}
            </>
          ),
        },
        {
          key: 'documents',
          label: '随货资料',
          span: 2,
          children: order.documents.length ? order.documents.join('、') : '不需要',
        },
        { key: 'remark', label: '订单备注', span: 2, children: order.remark || '无' },
        ...(order.cancel_reason
          ? [{ key: 'cancel', label: '取消原因', span: 2, children: order.cancel_reason }]
          : []),
      ]}
    />
  );
}
