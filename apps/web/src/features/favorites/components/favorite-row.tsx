import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/goods/add-to-cart-button';
import { quantityRulesOf } from '@/components/goods/cart-line';
import { GoodsTags } from '@/components/goods/goods-tags';
import { Price } from '@/components/goods/price';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { paths } from '@/config/paths';
import styles from './favorite-row.module.css';

interface FavoriteRowProps {
  goods: GoodsRead;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The quantity to add, kept by the page so 批量加入购物车 adds what each row shows. */
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** Whether this reader may add the offer now (the stepper shows only then). */
  canBuy: boolean;
  onCancel: () => void;
  busy: boolean;
}

/**
 * One favourite: check box, picture, name, spec, maker, its tags and running activities (as the goods
 * lists show them), price, stock, quantity and the row's actions.
 */
export function FavoriteRow(props: FavoriteRowProps) {
  const { goods, selected, onSelect, quantity, onQuantity, canBuy, onCancel, busy } = props;
  const image = goods.goods_image[0]?.url;
  const detail = paths.goodsDetail(goods.id, goods);
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
        <GoodsTags tags={goods.tags} activities={goods.activity_tags} />
      </div>
      <div className={styles.price}>
        <Price goods={goods} withUnit />
      </div>
      <div className={styles.stock}>{goods.number > 0 ? `库存 ${goods.number}` : '暂时缺货'}</div>
      <div className={styles.quantity}>
        {canBuy ? (
          <QuantityStepper value={quantity} onChange={onQuantity} rules={quantityRulesOf(goods)} compact />
        ) : null}
      </div>
      <div className={styles.actions}>
        <AddToCartButton goods={goods} quantity={quantity} size="small" />
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
          取消收藏
        </button>
      </div>
    </li>
  );
}
