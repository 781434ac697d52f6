/**
 * 组合套餐 on the goods detail page: the packages containing this goods (GET /api/combinationMzhg),
 * each with its goods and quantities, the package price against the components' price, and
 * 加入购物车 for a number of packages (type 3 lines). Nothing at all when there are none.
 */
import type { CombinationRead } from '@mall/shared/cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '@/api/user/get-user-base';
import { CartButton } from '@/components/goods/add-to-cart-button';
import type { BuyState } from '@/components/goods/cart-line';
import { packageLineOf } from '@/components/goods/cart-line';
import { goodsHref } from '@/components/goods/goods-card';
import { firstQuantity, maxQuantity, type QuantityRules } from '@/components/goods/quantity';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { useCombinations } from '../api/get-combinations';
import { saleWindowText } from '../utils/sale-window';
import styles from './combination-packages.module.css';

export function packageRules(pack: Pick<CombinationRead, 'member_limit' | 'stock'>): QuantityRules {
  return { min: 1, step: 1, limit: pack.member_limit ?? 0, stock: Math.max(0, pack.stock) };
}

export function packageBuyState(pack: CombinationRead, isMember: boolean): BuyState {
  if (!isMember) return 'guest';
  if (pack.price === null) return 'hidden';
  return maxQuantity(packageRules(pack)) > 0 ? 'ok' : 'soldOut';
}

function PackageCard({ pack, isMember }: { pack: CombinationRead; isMember: boolean }) {
  const rules = packageRules(pack);
  const [count, setCount] = useState(() => firstQuantity(rules));
  const state = packageBuyState(pack, isMember);
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
      {pack.gift ? (
        <p className={styles.gift} data-testid="package-gift">
          每套赠送 {pack.gift.name} × {pack.gift.quantity}
        </p>
      ) : null}
      <div className={styles.buy}>
        {pack.price === null ? (
          <span className={styles.tip}>{pack.items[0]?.goods.price_tip ?? '登录后可见'}</span>
        ) : (
          <span className={styles.prices}>
            套餐价 <strong className={styles.price}>¥{pack.price}</strong>
            {pack.raw_price && pack.raw_price !== pack.price ? (
              <del className={styles.raw}>¥{pack.raw_price}</del>
            ) : null}
          </span>
        )}
        {state === 'ok' ? <QuantityStepper value={count} onChange={setCount} rules={rules} compact /> : null}
        <CartButton
          state={state}
          tip={pack.items[0]?.goods.price_tip}
          lines={() => [packageLineOf(pack.id, count, pack.price)]}
          size="small"
        />
      </div>
    </li>
  );
}

export function CombinationPackages({ goodsId }: { goodsId: number }) {
  const combinations = useCombinations(goodsId);
  const member = useMember();
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
          <PackageCard key={pack.id} pack={pack} isMember={member !== null} />
        ))}
      </ul>
    </section>
  );
}
