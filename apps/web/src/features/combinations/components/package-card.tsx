/**
 * One combination package on /zhzq and /zhmz: its goods (picture, name, spec, manufacturer,
 * quantity), the package price against the goods' normal total and the saving, the per-member
 * limit, its gift (组合满赠) and 加入购物车 (a type 3 line). Prices hide as on the goods list.
 */
import type { CombinationRead } from '@mall/shared/cart';
import { formatFen, parseYuan } from '@mall/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { CartButton } from '@/components/goods/add-to-cart-button';
import { packageLineOf } from '@/components/goods/cart-line';
import { goodsHref } from '@/components/goods/goods-card';
import { firstQuantity } from '@/components/goods/quantity';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { packageBuyState, packageRules } from '@/features/catalogue/components/combination-packages';
import styles from './package-card.module.css';

/** The saving of a package in yuan, or null when prices are hidden or there is none. */
export function savingOf(pack: Pick<CombinationRead, 'price' | 'raw_price'>): string | null {
  if (pack.price === null || pack.raw_price === null) return null;
  const saving = parseYuan(pack.raw_price) - parseYuan(pack.price);
  return saving > 0 ? formatFen(saving) : null;
}

export function PackageCard({ pack, isMember }: { pack: CombinationRead; isMember: boolean }) {
  const rules = packageRules(pack);
  const [count, setCount] = useState(() => firstQuantity(rules));
  const state = packageBuyState(pack, isMember);
  const saving = savingOf(pack);
  return (
    <li className={styles.card} data-testid="zone-package" data-package-id={pack.id}>
      <header className={styles.head}>
        <h2 className={styles.title}>{pack.title}</h2>
        {pack.member_limit ? <span className={styles.limit}>每店限购 {pack.member_limit} 套</span> : null}
      </header>
      <ul className={styles.items}>
        {pack.items.map(({ goods, quantity }) => {
          const image = goods.goods_image[0]?.url;
          return (
            <li key={goods.goods_price_id} className={styles.item}>
              <Link to={goodsHref(goods)} className={styles.thumb} title={goods.name}>
                {image ? <img src={image} alt={goods.name} width={80} height={80} loading="lazy" /> : null}
              </Link>
              <div className={styles.itemText}>
                <Link to={goodsHref(goods)} className={styles.itemName}>
                  {goods.name}
                </Link>
                <span className={styles.muted}>{goods.ypgg}</span>
                <span className={styles.muted}>{goods.sccj}</span>
                <span className={styles.quantity}>
                  × {quantity}
                  {goods.bzdw}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {pack.gift ? (
        <p className={styles.gift} data-testid="package-gift">
          <span className={styles.giftTag}>赠</span>
          每套赠送 {pack.gift.name} × {pack.gift.quantity}
        </p>
      ) : null}
      <footer className={styles.buy}>
        {pack.price === null ? (
          <span className={styles.tip}>{pack.items[0]?.goods.price_tip ?? '登录后可见'}</span>
        ) : (
          <span className={styles.prices}>
            套餐价 <strong className={styles.price}>¥{pack.price}</strong>
            {pack.raw_price ? <del className={styles.muted}>原价 ¥{pack.raw_price}</del> : null}
            {saving ? <span className={styles.saving}>省 ¥{saving}</span> : null}
          </span>
        )}
        {state === 'ok' ? <QuantityStepper value={count} onChange={setCount} rules={rules} compact /> : null}
        <CartButton
          state={state}
          tip={pack.items[0]?.goods.price_tip}
          lines={() => [packageLineOf(pack.id, count, pack.price)]}
          size="small"
        />
      </footer>
    </li>
  );
}
