/**
 * /order/info/:id 订单详情 (also reached by /order/wl/:id): status and steps, the order's history
 * and logistics, address/payment/invoice, the lines with their batches and reports, the amounts,
 * the after-sales, and what the buyer may do now (the server's `actions`).
 */
import { chinaDateTime } from '@mall/shared/china-time';
import { ORDER_STATUS } from '@mall/shared/order';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useOrder } from '@/api/orders/get-order';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ExportLink, exportUrls } from '@/features/quick-order/components/bulk-links';
import { AfterSaleForm } from '../components/after-sale-form';
import { DeliveryNote } from '../components/delivery-note';
import { OrderActions } from '../components/order-actions';
import { OrderAfterSales } from '../components/order-after-sales';
import { OrderAmounts } from '../components/order-amounts';
import styles from '../components/order-detail.module.css';
import { OrderEvents } from '../components/order-events';
import { OrderInfo } from '../components/order-info';
import { OrderLines } from '../components/order-lines';
import { OrderProgress } from '../components/order-progress';

export default function OrderDetailPage(): React.JSX.Element {
  const id = Number(useParams().id);
  const order = useOrder(id);
  const [applying, setApplying] = useState(false);
  const [printing, setPrinting] = useState(false);
  const back = <Link to="/order">返回订单列表</Link>;

  if (order.isPending && order.fetchStatus !== 'idle')
    return (
      <AccountFrame title="订单详情" extra={back}>
        <Spinner block />
      </AccountFrame>
    );
  if (!order.data)
    return (
      <AccountFrame title="订单详情" extra={back} testId="order-detail-missing">
        <EmptyState title="订单不存在或无法查看" description="请从我的订单列表进入">
          <Link to="/order">查看我的订单</Link>
        </EmptyState>
      </AccountFrame>
    );

  const data = order.data;
  // The note travels with the goods: it exists once they have shipped (the server refuses before).
  const printable =
    data.shipped_at !== null &&
    (data.status === ORDER_STATUS.toReceive || data.status === ORDER_STATUS.completed);
  return (
    <AccountFrame
      title="订单详情"
      extra={
        <>
          <ExportLink href={exportUrls.order(data.id)} testId="order-export" /> {back}
        </>
      }
      testId="order-detail"
    >
      <div className={styles.head}>
        <div>
          <h2 className={styles.statusText} data-testid="order-detail-status">
            {data.status_text}
          </h2>
          <span className={styles.muted}>订单号 {data.order_no}</span>
          {data.status === ORDER_STATUS.unpaid ? (
            <div className={styles.warning}>
              {/* The deadline is the order's own: 30 minutes, a bank transfer's three days, a group's end. */}
              请在 {chinaDateTime(data.expires_at)} 前付款，逾期未付款订单将自动取消
            </div>
          ) : null}
          {data.status === ORDER_STATUS.toReceive && data.auto_receive_at ? (
            <div className={styles.muted} data-testid="order-auto-receive">
              系统将于 {chinaDateTime(data.auto_receive_at)} 自动确认收货（有处理中的售后申请时顺延）
            </div>
          ) : null}
        </div>
        <Space wrap>
          <OrderActions order={data} actions={data.actions} />
          {data.actions.after_sale ? (
            <Button onClick={() => setApplying(true)} data-testid="after-sale-apply">
              申请售后
            </Button>
          ) : null}
          {printable ? (
            <Button onClick={() => setPrinting(true)} data-testid="delivery-note-open">
              打印随货同行单
            </Button>
          ) : null}
        </Space>
      </div>
      <OrderProgress order={data} />
      <OrderEvents order={data} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>订单信息</h2>
        <OrderInfo order={data} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>商品清单（共 {data.line_count} 种）</h2>
        <OrderLines lines={data.lines} />
        <OrderAmounts order={data} />
      </section>
      {data.after_sales.length ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>售后记录</h2>
          <OrderAfterSales items={data.after_sales} />
        </section>
      ) : null}
      <AfterSaleForm order={data} open={applying} onClose={() => setApplying(false)} />
      {printable ? (
        <DeliveryNote orderId={data.id} open={printing} onClose={() => setPrinting(false)} />
      ) : null}
    </AccountFrame>
  );
}
