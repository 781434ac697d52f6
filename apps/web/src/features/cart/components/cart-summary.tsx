import { formatFen } from '@mall/shared/money';
import type { CartTotals } from '@mall/shared/pricing/types';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './cart-summary.module.css';

interface CartSummaryProps {
  totals: CartTotals;
  hints: readonly string[];
  allSelected: boolean;
  /** valid lines that could be selected */
  selectable: number;
  onSelectAll: (selected: boolean) => void;
  onDeleteSelected: () => void;
  onCheckout: () => void;
  checkoutBusy: boolean;
  /** changes still on their way to the server */
  saving: boolean;
}

/** Select all, batch delete, the money of the selection, the nudges and 去结算. */
export function CartSummary(props: CartSummaryProps) {
  const { totals, hints, allSelected, selectable } = props;
  const nothing = totals.lineCount === 0;
  return (
    <section className={styles.summary} data-testid="cart-summary">
      <div className={styles.tools}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={selectable === 0}
            onChange={(event) => props.onSelectAll(event.target.checked)}
            data-testid="cart-select-all"
          />
          全选
        </label>
        <button
          type="button"
          className={styles.link}
          disabled={nothing}
          onClick={props.onDeleteSelected}
          data-testid="cart-delete-selected"
        >
          删除选中商品
        </button>
        <Link to={paths.zhzq} className={styles.combo}>
          去凑单：组合购
        </Link>
      </div>
      {hints.length > 0 ? (
        <ul className={styles.hints} data-testid="cart-hints">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.money}>
        <p className={styles.count} data-testid="cart-selected-count">
          已选 <strong>{totals.lineCount}</strong> 种 <strong>{totals.quantity}</strong> 件
        </p>
        <dl className={styles.figures}>
          <dt>商品金额</dt>
          <dd data-testid="cart-goods-amount">¥{formatFen(totals.goods)}</dd>
          <dt>活动优惠</dt>
          <dd data-testid="cart-saving">-¥{formatFen(totals.saving)}</dd>
          <dt>运费</dt>
          <dd data-testid="cart-shipping">
            {totals.shipping > 0 ? `¥${formatFen(totals.shipping)}` : '免运费'}
          </dd>
        </dl>
        <p className={styles.payable}>
          应付总额
          <strong data-testid="cart-payable">¥{formatFen(totals.payable)}</strong>
        </p>
        <button
          type="button"
          className={styles.checkout}
          disabled={nothing || props.checkoutBusy || props.saving}
          onClick={props.onCheckout}
          data-testid="cart-checkout"
        >
          {props.checkoutBusy ? '结算中…' : '去结算'}
        </button>
      </div>
    </section>
  );
}
