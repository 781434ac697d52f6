import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { Price } from '@/components/goods/price';
import { paths } from '@/config/paths';
import styles from './favorite-row.module.css';

export const CART_COMING_SOON = '购物车功能即将开放';

interface FavoriteRowProps {
  goods: GoodsRead;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onCancel: () => void;
  busy: boolean;
}

/** One favourite: check box, picture, name, spec, maker, price and the row's actions. */
export function FavoriteRow({ goods, selected, onSelect, onCancel, busy }: FavoriteRowProps) {
  const image = goods.goods_image[0]?.url;
  const detail = paths.goodsDetail(goods.id, { goods_price_id: goods.goods_price_id });
  return (
    <li className={styles.row} data-testid="favorite-row" data-goods-id={goods.id}>
      <input
        type="checkbox"
        className={styles.check}
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`选择 ${goods.name}`}
      />
      <Link to={detail} className={styles.imageBox}>
        {image ? <img src={image} alt={goods.name} width={80} height={80} loading="lazy" /> : null}
      </Link>
      <div className={styles.info}>
        <Link to={detail} className={styles.name}>
          {goods.name}
        </Link>
        <span className={styles.meta}>{goods.ypgg}</span>
        <span className={styles.meta}>{goods.sccj}</span>
      </div>
      <div className={styles.price}>
        <Price goods={goods} withUnit />
      </div>
      <div className={styles.stock}>{goods.number > 0 ? `库存 ${goods.number}` : '暂时缺货'}</div>
      <div className={styles.actions}>
        <button type="button" className={styles.cart} disabled title={CART_COMING_SOON}>
          加入购物车
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          取消收藏
        </button>
      </div>
    </li>
  );
}
