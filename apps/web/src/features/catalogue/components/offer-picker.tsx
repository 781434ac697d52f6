import type { GoodsRead } from '@mall/shared/goods';
import styles from './offer-picker.module.css';

interface OfferPickerProps {
  offers: readonly GoodsRead[];
  selected: number;
  onSelect: (goodsPriceId: number) => void;
}

function offerLabel(offer: GoodsRead): string {
  const price = offer.base_price === null ? offer.price_tip : `¥${offer.base_price}`;
  const stock = offer.number > 0 ? `库存 ${offer.number}` : '缺货';
  const batch = offer.batch_number ? ` · 批号 ${offer.batch_number}` : '';
  return `${offer.ck_id} 号仓 · ${price} · ${stock}${batch}`;
}

/** The goods' offers (warehouse and price scheme); choosing one shows its price, stock and batch. */
export function OfferPicker({ offers, selected, onSelect }: OfferPickerProps) {
  if (offers.length <= 1) return null;
  return (
    <div className={styles.offers} data-testid="offer-picker">
      {offers.map((offer) => (
        <button
          type="button"
          key={offer.goods_price_id}
          className={offer.goods_price_id === selected ? `${styles.offer} ${styles.active}` : styles.offer}
          aria-pressed={offer.goods_price_id === selected}
          onClick={() => onSelect(offer.goods_price_id)}
        >
          {offerLabel(offer)}
          {offer.is_jxq === 1 ? <span className={styles.jxq}>近效期</span> : null}
        </button>
      ))}
    </div>
  );
}
