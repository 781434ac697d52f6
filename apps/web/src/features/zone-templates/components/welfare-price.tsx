import type { GoodsRead } from '@mall/shared/goods';
import { formatFen, parseYuan } from '@mall/shared/money';
import { unitPriceAtRate } from '@mall/shared/pricing/welfare';
import { Price } from '@/components/goods/price';
import styles from '@/features/zones/components/near-expiry-price.module.css';

/** The rate as a 折 label: 94 → 9.4折, 90 → 9折. */
export function rateLabel(rate: number): string {
  return `${rate % 10 === 0 ? rate / 10 : (rate / 10).toFixed(1)}折`;
}

/**
 * The price one unit sells at in the welfare zone, by the cart's engine, over the regular price
 * struck through; the server's hint when the reader may not see prices.
 */
export function WelfarePrice({ goods, rate }: { goods: GoodsRead; rate: number }) {
  if (goods.base_price === null) return <Price goods={goods} withUnit size="small" />;
  const welfare = formatFen(unitPriceAtRate(parseYuan(goods.base_price), rate));
  return (
    <span className={styles.box} data-testid="welfare-price" data-price={welfare}>
      <span className={styles.special}>
        <small>¥</small>
        {welfare}
        {goods.bzdw ? <span className={styles.unit}>/{goods.bzdw}</span> : null}
      </span>
      <span>
        <del className={styles.regular}>¥{goods.base_price}</del> <small>{rateLabel(rate)}</small>
      </span>
    </span>
  );
}
