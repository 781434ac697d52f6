import type { GoodsRead } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToCartControl } from '@/components/goods/add-to-cart-button';
import { FavoriteStar } from '@/components/goods/favorite-star';
import { goodsHref } from '@/components/goods/goods-card';
import { GoodsTags } from '@/components/goods/goods-tags';
import { Price } from '@/components/goods/price';
import { useFavoriteIds } from '@/lib/favorites';
import styles from './zone-goods-table.module.css';

/** A zone's own column (产地, 注册证号, 有效期 …) between the goods and its price. */
export interface ZoneColumn {
  key: string;
  title: string;
  render: (goods: GoodsRead) => ReactNode;
}

interface ZoneGoodsTableProps {
  goods: readonly GoodsRead[];
  columns: readonly ZoneColumn[];
  /** Replaces the price cell (the near-expiry zone shows its own price). */
  price?: (goods: GoodsRead) => ReactNode;
  testId?: string;
}

/** Goods with a thumbnail, the zone's columns, the price, quantity and 加入购物车, and the favourite star. */
export function ZoneGoodsTable({ goods, columns, price, testId }: ZoneGoodsTableProps) {
  const favorites = useFavoriteIds(goods.map((g) => g.id));
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th className={styles.goodsCol}>商品</th>
          {columns.map((column) => (
            <th key={column.key}>{column.title}</th>
          ))}
          <th>库存</th>
          <th>价格</th>
          <th>购买</th>
          <th>收藏</th>
        </tr>
      </thead>
      <tbody>
        {goods.map((item) => {
          const image = item.goods_image[0]?.url;
          return (
            <tr key={item.goods_price_id}>
              <td className={styles.goodsCol}>
                <Link to={goodsHref(item)} className={styles.goods} title={item.name}>
                  <span className={styles.thumb}>
                    {image ? <img src={image} alt="" width={60} height={60} loading="lazy" /> : null}
                  </span>
                  <span className={styles.info}>
                    <span className={styles.name}>{item.name}</span>
                    <span className={styles.meta}>
                      {item.ypgg} · {item.sccj}
                    </span>
                    <GoodsTags tags={item.tags} activities={item.activity_tags} />
                  </span>
                </Link>
              </td>
              {columns.map((column) => (
                <td key={column.key}>{column.render(item)}</td>
              ))}
              <td className={item.number > 0 ? undefined : styles.out}>
                {item.number > 0 ? `${item.number}${item.bzdw}` : '缺货'}
              </td>
              <td>{price ? price(item) : <Price goods={item} withUnit size="small" />}</td>
              <td className={styles.buy}>
                <AddToCartControl goods={item} />
              </td>
              <td>
                <FavoriteStar goodsId={item.id} isFavorite={favorites.isFavorite(item.id)} iconOnly />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
