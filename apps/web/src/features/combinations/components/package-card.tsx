/**
 * One combination package on /zhzq and /zhmz: its goods (picture, name, spec, manufacturer,
 * quantity), the package price against the goods' normal total and the saving, the per-member
 * limit, its gift (组合满赠) and 加入购物车 (a type 3 line). Prices hide as on the goods list.
 */
import type { CombinationRead } from '@mall/shared/cart';
import { Link } from 'react-router';
import { goodsHref } from '@/components/goods/goods-card';
import { PackageBuy, PackageGift } from '@/components/goods/package-buy';
import styles from './package-card.module.css';

export function PackageCard({ pack }: { pack: CombinationRead }) {
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
      <PackageGift gift={pack.gift} />
      <footer className={styles.buy}>
        <PackageBuy pack={pack} />
      </footer>
    </li>
  );
}
