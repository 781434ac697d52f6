/**
 * 组合套餐 on the goods detail page: the packages containing this goods (GET /api/combinationMzhg),
 * each with its goods and quantities, the package price against the components' price, and
 * 加入购物车 for a number of packages (type 3 lines). Nothing at all when there are none.
 */
import type { CombinationRead } from '@mall/shared/cart';
import { Link } from 'react-router';
import { goodsHref } from '@/components/goods/goods-card';
import { PackageBuy, PackageGift } from '@/components/goods/package-buy';
import { useCombinations } from '../api/get-combinations';
import { saleWindowText } from '../utils/sale-window';
import styles from './combination-packages.module.css';

function PackageCard({ pack }: { pack: CombinationRead }) {
  const period = saleWindowText(pack.starts_at, pack.ends_at);
  return (
    <li className={styles.card} data-testid="combination-package">
      <h3 className={styles.title}>
        {pack.title}
        {period ? <span className={styles.window}>活动时间 {period}</span> : null}
      </h3>
      <ul className={styles.items}>
        {pack.items.map(({ goods, quantity }) => {
          const image = goods.goods_image[0]?.url;
          return (
            <li key={goods.goods_price_id} className={styles.item}>
              <Link to={goodsHref(goods)} className={styles.thumb} title={goods.name}>
                {image ? <img src={image} alt={goods.name} width={64} height={64} loading="lazy" /> : null}
              </Link>
              <span className={styles.itemName}>{goods.name}</span>
              <span className={styles.itemMeta}>
                {goods.ypgg} × {quantity}
                {goods.bzdw}
              </span>
            </li>
          );
        })}
      </ul>
      <PackageGift gift={pack.gift} />
      <div className={styles.buy}>
        <PackageBuy pack={pack} />
      </div>
    </li>
  );
}

export function CombinationPackages({ goodsId }: { goodsId: number }) {
  const combinations = useCombinations(goodsId);
  const packs = combinations.data ?? [];
  if (packs.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="goods-combinations"
      data-testid="combination-packages"
    >
      <h2 id="goods-combinations" className={styles.heading}>
        组合套餐
      </h2>
      <ul className={styles.list}>
        {packs.map((pack) => (
          <PackageCard key={pack.id} pack={pack} />
        ))}
      </ul>
    </section>
  );
}
