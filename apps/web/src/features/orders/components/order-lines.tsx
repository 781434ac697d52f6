import type { OrderLineRead } from '@mall/shared/order';
import { FitTable } from '@/components/fit-table/fit-table';
import { BatchReports } from './batch-reports';
import { LineBadges } from './line-badges';
import styles from './order-detail.module.css';

/** Every line with its compliance snapshot (batch, expiry, approval number) and its money. */
export function OrderLines({ lines }: { lines: readonly OrderLineRead[] }): React.JSX.Element {
  return (
    <FitTable<OrderLineRead>
      data-testid="order-lines"
      className={styles.lines}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...lines]}
      columns={[
        {
          title: '商品',
          key: 'goods',
          render: (_v, line) => (
            <div className={styles.goods}>
              <img src={line.image} alt="" width={56} height={56} loading="lazy" />
              <div>
                <strong>{line.name}</strong>
                <LineBadges line={line} />
                <div className={styles.muted}>
                  {line.ypgg} · {line.sccj}
                </div>
                <div className={styles.muted}>批准文号 {line.approval_number || '—'}</div>
              </div>
            </div>
          ),
        },
        {
          title: '批号 / 效期',
          key: 'batch',
          width: 130,
          render: (_v, line) => (
            <>
              <div>{line.batch_number || '—'}</div>
              <div className={styles.muted}>{line.expiry_date || '—'}</div>
            </>
          ),
        },
        {
          title: '单价',
          key: 'price',
          width: 100,
          render: (_v, line) => (
            <>
              <div>¥{line.price}</div>
              {line.raw_price !== line.price ? <s className={styles.muted}>¥{line.raw_price}</s> : null}
            </>
          ),
        },
        {
          title: '数量',
          key: 'number',
          width: 90,
          render: (_v, line) => (
            <>
              {line.number}
              {line.bzdw}
              {line.gift_number > 0 ? (
                <div className={styles.muted} data-testid="order-line-gift">
                  赠 {line.gift_name ? `${line.gift_name} × ` : ''}
                  {line.gift_number}
                </div>
              ) : null}
              {line.refunded_number > 0 ? (
                <div className={styles.warning}>已退 {line.refunded_number}</div>
              ) : null}
            </>
          ),
        },
        {
          title: '优惠分摊',
          key: 'shares',
          width: 120,
          render: (_v, line) => (
            <div className={styles.muted}>
              <div>活动 -¥{line.activity_share}</div>
              <div>优惠券 -¥{line.coupon_share}</div>
            </div>
          ),
        },
        {
          title: '小计',
          dataIndex: 'amount',
          width: 100,
          render: (amount: string) => <strong className={styles.price}>¥{amount}</strong>,
        },
        { title: '质检报告', key: 'reports', width: 100, render: (_v, line) => <BatchReports line={line} /> },
      ]}
    />
  );
}
