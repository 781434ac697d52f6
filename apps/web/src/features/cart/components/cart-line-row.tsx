import type { CartLine } from '@mall/shared/cart';
import { formatFen } from '@mall/shared/money';
import type { PricedLine } from '@mall/shared/pricing/types';
import { Link } from 'react-router';
import { GoodsTags } from '@/components/goods/goods-tags';
import { LadderText } from '@/components/goods/ladder-text';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { paths } from '@/config/paths';
import { CartLineAlternatives } from '@/features/subscriptions/components/cart-line-alternatives';
import { isValidLine } from '../utils/cart-draft';
import { giftNote, shippingNote } from '../utils/cart-text';
import styles from './cart-line-row.module.css';
import { CombinationItems } from './combination-items';

interface CartLineRowProps {
  line: CartLine;
  /** the engine's view of the line with the buyer's pending changes */
  priced: PricedLine;
  quantity: number;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}

function lineName(line: CartLine): string {
  return line.combination?.title ?? line.goods?.name ?? '';
}

function imageOf(line: CartLine): string | undefined {
  if (line.goods) return line.goods.goods_image[0]?.url;
  return line.combination?.items[0]?.goods.goods_image[0]?.url;
}

export function CartLineRow({ line, priced, quantity, onSelect, onQuantity, onDelete }: CartLineRowProps) {
  const valid = isValidLine(line);
  const goods = line.goods;
  const name = lineName(line);
  const image = imageOf(line);
  // The line holds the offer, tier, activity and 议价 it is priced with; near-expiry is its offer's.
  const detail = goods ? paths.goodsDetail(goods.id, { ...line, is_jxq: goods.is_jxq }) : null;
  const gift = valid ? giftNote(line, priced) : null;
  const shipping = valid ? shippingNote(line, quantity) : null;
  const struck = priced.rawUnitPrice > priced.unitPrice;
  const unit = goods?.bzdw || '件';
  // Only a line priced by its ladder can move along it (not a negotiated or near-expiry price).
  const laddered = line.type === 0 && (priced.source === 'ladder' || priced.source === 'base');

  return (
    <li
      className={valid ? styles.row : `${styles.row} ${styles.invalid}`}
      data-testid="cart-line"
      data-line-id={line.id}
      data-valid={valid ? 1 : 0}
    >
      <input
        type="checkbox"
        className={styles.check}
        checked={valid && priced.selected}
        disabled={!valid}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={`选择 ${name}`}
      />
      <div className={styles.imageBox}>
        {image ? <img src={image} alt={name} width={80} height={80} loading="lazy" /> : null}
      </div>
      <div className={styles.info}>
        {detail ? (
          <Link to={detail} className={styles.name}>
            {name}
          </Link>
        ) : (
          <span className={styles.name}>
            <span className={styles.packageMark}>套餐</span>
            {name}
          </span>
        )}
        {goods ? (
          <>
            <span className={styles.meta}>{goods.sccj}</span>
            <span className={styles.meta}>规格：{goods.ypgg}</span>
            {goods.batch_number || goods.expiry_date ? (
              <span className={styles.meta}>
                {goods.batch_number ? `批号：${goods.batch_number}` : ''}
                {goods.batch_number && goods.expiry_date ? '　' : ''}
                {goods.expiry_date ? `有效期至：${goods.expiry_date}` : ''}
              </span>
            ) : null}
            <GoodsTags tags={goods.tags} />
          </>
        ) : null}
        {line.combination ? <CombinationItems items={line.combination.items} packages={quantity} /> : null}
        {!valid && goods ? (
          <CartLineAlternatives
            goodsId={goods.id}
            offerId={line.goods_price_id}
            soldOut={goods.number <= 0}
          />
        ) : null}
        {gift || shipping ? (
          <span className={styles.notes}>
            {gift ? <span className={styles.gift}>{gift}</span> : null}
            {shipping ? <span className={styles.shipping}>{shipping}</span> : null}
          </span>
        ) : null}
      </div>
      <div className={styles.price}>
        <span className={styles.unitPrice} data-testid="line-price">
          ¥{formatFen(priced.unitPrice)}
        </span>
        {struck ? <del className={styles.rawPrice}>¥{formatFen(priced.rawUnitPrice)}</del> : null}
        {valid && goods && laddered ? (
          <LadderText tiers={goods.ladder_price} quantity={quantity} unit={unit} />
        ) : null}
      </div>
      <div className={styles.quantity}>
        {valid ? (
          <QuantityStepper value={quantity} rules={line.rules} onChange={onQuantity} />
        ) : (
          <span className={styles.reason} data-testid="invalid-reason">
            {line.invalid_reason || '该商品暂不可购买'}
          </span>
        )}
      </div>
      <div className={styles.subtotal}>
        {valid ? (
          <span className={styles.amount} data-testid="line-amount">
            ¥{formatFen(priced.amount)}
          </span>
        ) : (
          <span className={styles.meta}>—</span>
        )}
        {priced.activityShare > 0 ? (
          <span className={styles.share}>优惠 -¥{formatFen(priced.activityShare)}</span>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.delete} onClick={onDelete}>
          删除
        </button>
      </div>
    </li>
  );
}
