/** The amounts of step 2 as the server prices the current choices, and the submit button. */
import type { OrderAmounts } from '@mall/shared/order';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './amounts-panel.module.css';

interface AmountsPanelProps {
  amounts: OrderAmounts | undefined;
  /** a newer preview is on its way */
  updating: boolean;
  /** the server refused these choices (its message was shown); the buyer changes them */
  refused: boolean;
  /** who and where the goods go, under the amounts */
  shipTo: ReactNode;
  canSubmit: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

const ROWS: { key: keyof OrderAmounts; label: string; sign: '' | '-' | '+'; testId: string }[] = [
  { key: 'goods_amount', label: '商品金额', sign: '', testId: 'amount-goods' },
  { key: 'activity_amount', label: '活动优惠', sign: '-', testId: 'amount-activity' },
  { key: 'coupon_amount', label: '优惠券', sign: '-', testId: 'amount-coupon' },
  { key: 'voucher_amount', label: '现金券', sign: '-', testId: 'amount-voucher' },
  { key: 'shipping_amount', label: '运费', sign: '+', testId: 'amount-shipping' },
  { key: 'balance_amount', label: '余额抵扣', sign: '-', testId: 'amount-balance' },
];

export function AmountsPanel(props: AmountsPanelProps): React.JSX.Element {
  const { amounts } = props;
  return (
    <section className={styles.panel} data-testid="checkout-amounts" aria-busy={props.updating}>
      <dl className={styles.rows}>
        {ROWS.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt>{row.label}：</dt>
            <dd data-testid={row.testId}>{amounts ? `${row.sign}¥${amounts[row.key]}` : '—'}</dd>
          </div>
        ))}
        <dt>应付金额：</dt>
        <dd className={styles.payable} data-testid="amount-payable">
          {amounts ? `¥${amounts.payable_amount}` : '—'}
        </dd>
      </dl>
      {props.refused ? (
        <p className={styles.refused} role="alert" data-testid="amount-refused">
          当前选择无法计算金额，请调整优惠券或现金券后重试
        </p>
      ) : null}
      <div className={styles.foot}>
        <span className={styles.address}>{props.shipTo}</span>
        <Button
          type="primary"
          size="large"
          disabled={!props.canSubmit || props.submitting}
          loading={props.submitting}
          onClick={props.onSubmit}
          data-testid="checkout-submit"
        >
          提交订单
        </Button>
      </div>
    </section>
  );
}
