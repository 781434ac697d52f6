/**
 * What step 2 will order: every checked-out line with name, spec, maker, batch and expiry, unit
 * price, quantity and subtotal, then the activity tiers the selection reaches (the savings).
 */
import type { CartCheckout, CartLine } from '@mall/shared/cart';
import { cartLineView } from '@/components/goods/cart-line-view';
import styles from './order-lines.module.css';

function batchText(line: CartLine): string {
  const batch = line.goods?.batch_number;
  const expiry = line.goods?.expiry_date;
  if (!batch && !expiry) return '—';
  return [batch ? `批号 ${batch}` : '', expiry ? `效期至 ${expiry}` : ''].filter(Boolean).join(' / ');
}

function LineRow({ line }: { line: CartLine }): React.JSX.Element {
  const view = cartLineView(line);
  const saving = line.goods_manjian_amount !== '0.00' ? line.goods_manjian_amount : null;
  return (
    <tr data-testid="checkout-line" data-line-id={line.id}>
      <td>
        <div className={styles.goods}>
          {view.image ? <img className={styles.image} src={view.image} alt="" loading="lazy" /> : null}
          <div>
            <div className={styles.name}>
              {line.type === 4 ? <span className={styles.tradeUp}>换购</span> : null}
              {view.name}
            </div>
            {saving ? <div className={styles.muted}>活动优惠 -¥{saving}</div> : null}
            {line.gift_data.total > 0 ? (
              <div className={styles.muted} data-testid="checkout-line-gift">
                赠 {line.gift_data.name || view.name} × {line.gift_data.total}
              </div>
            ) : null}
          </div>
        </div>
      </td>
      <td>{view.spec}</td>
      <td>{view.maker}</td>
      <td className={styles.muted}>{batchText(line)}</td>
      <td className={`${styles.num} ${styles.price}`} data-testid="checkout-line-price">
        ¥{line.price}
      </td>
      <td className={styles.num} data-testid="checkout-line-number">
        {line.number}
        {view.unit}
      </td>
      <td className={`${styles.num} ${styles.price}`} data-testid="checkout-line-amount">
        ¥{line.amount}
      </td>
    </tr>
  );
}

export function OrderLines({ checkout }: { checkout: CartCheckout }): React.JSX.Element {
  const { manjians, discounts } = checkout.activity_data;
  const reached = [...manjians, ...discounts].filter((tier) => tier.status === 1);
  return (
    <>
      <table className={styles.table} data-testid="checkout-lines">
        <thead>
          <tr>
            <th>商品</th>
            <th>规格</th>
            <th>生产厂家</th>
            <th>批号/效期</th>
            <th className={styles.num}>单价</th>
            <th className={styles.num}>数量</th>
            <th className={styles.num}>小计</th>
          </tr>
        </thead>
        <tbody>
          {checkout.data.map((line) => (
            <LineRow key={line.id} line={line} />
          ))}
        </tbody>
      </table>
      {reached.length > 0 ? (
        <ul className={styles.activities} data-testid="checkout-activities">
          {reached.map((tier) => (
            <li key={`${tier.activity_id}-${tier.id}`}>
              <span className={styles.tag}>{tier.rate === null ? '满减' : '满折'}</span>
              {tier.title}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
