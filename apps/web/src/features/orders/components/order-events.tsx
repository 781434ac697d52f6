import { chinaDateTime } from '@mall/shared/china-time';
import type { OrderDetail, OrderEvent } from '@mall/shared/order';
import { Timeline } from 'antd';
import styles from './order-detail.module.css';

function EventTimeline({ events, testId }: { events: readonly OrderEvent[]; testId: string }) {
  return (
    <Timeline
      data-testid={testId}
      items={events.map((event, index) => ({
        key: `${event.created_at}-${index}`,
        color: index === 0 ? 'green' : 'gray',
        content: (
          <>
            <strong>{event.title}</strong>
            {event.note ? <span className={styles.muted}> {event.note}</span> : null}
            <div className={styles.muted}>{chinaDateTime(event.created_at, true)}</div>
          </>
        ),
      }))}
    />
  );
}

/** The order's own history (oldest first, as the server keeps it) beside its logistics trace. */
export function OrderEvents({ order }: { order: OrderDetail }): React.JSX.Element {
  const history = [...order.timeline].reverse();
  // An order may leave in several parcels, each with its own number.
  const parcels = order.parcels ?? [];
  return (
    <div className={styles.columns}>
      <section className={styles.panel}>
        <h2 className={styles.panelTitle}>订单跟踪</h2>
        {history.length ? <EventTimeline events={history} testId="order-timeline" /> : <p>暂无记录</p>}
      </section>
      <section className={styles.panel} data-testid="order-logistics">
        <h2 className={styles.panelTitle}>物流信息</h2>
        {parcels.length > 1 ? (
          <ol className={styles.parcels} data-testid="order-parcels">
            {parcels.map((parcel, index) => (
              <li key={parcel.tracking_no}>
                包裹{index + 1}：{parcel.carrier} 运单号：<strong>{parcel.tracking_no}</strong>
              </li>
            ))}
          </ol>
        ) : order.tracking_no ? (
          <p>
            {order.carrier} 运单号：<strong>{order.tracking_no}</strong>
          </p>
        ) : null}
        {order.logistics.length ? (
          <EventTimeline events={order.logistics} testId="order-trace" />
        ) : (
          <p className={styles.muted}>{order.shipped_at ? '暂无物流轨迹' : '订单尚未发货'}</p>
        )}
      </section>
    </div>
  );
}
