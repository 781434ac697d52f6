/**
 * The cart's 换购 block (decision 017): the trade-ups on offer for the current selection, each
 * with its threshold, trade-up price, quantity per order and whether the selection reaches it
 * (or how much more it needs); 换购 adds one unit (a type 4 line), 取消换购 removes the line.
 * The server decides every time: an add below the threshold is refused there.
 */
import type { AddToCartLine } from '@mall/shared/cart';
import type { TradeUpOfferRead } from '@mall/shared/trade-up';
import { Link } from 'react-router';
import { useAddToCart } from '@/api/cart/add-to-cart';
import { useDeleteCartLines } from '@/api/cart/delete-cart-lines';
import { goodsHref } from '@/components/goods/goods-card';
import { useTradeUps } from '../api/get-combination-zone';
import styles from './trade-up-block.module.css';

export function tradeUpLineOf(offer: Pick<TradeUpOfferRead, 'id' | 'price'>, number: number): AddToCartLine {
  return {
    goods_id: offer.id,
    goods_price_id: 0,
    number,
    ...(offer.price ? { price: offer.price } : {}),
    type: 4,
  };
}

function OfferRow({ offer }: { offer: TradeUpOfferRead }) {
  const add = useAddToCart();
  const remove = useDeleteCartLines();
  const image = offer.goods.goods_image[0]?.url;
  const full = offer.in_cart >= offer.max_quantity;
  return (
    <li className={styles.offer} data-testid="trade-up-offer" data-reached={offer.reached}>
      <span className={styles.tag}>换购</span>
      <Link to={goodsHref(offer.goods)} className={styles.thumb}>
        {image ? <img src={image} alt={offer.goods.name} width={48} height={48} loading="lazy" /> : null}
      </Link>
      <div className={styles.text}>
        <div className={styles.name}>{offer.goods.name}</div>
        <div className={styles.muted}>
          {offer.goods.ypgg} · {offer.goods.sccj}
        </div>
        <div className={styles.rule}>
          {offer.threshold ? `满¥${offer.threshold}加¥${offer.price}换购` : offer.title}，每单限
          {offer.max_quantity}
          {offer.goods.bzdw}
          {offer.goods.base_price ? <del className={styles.muted}>原价 ¥{offer.goods.base_price}</del> : null}
        </div>
      </div>
      <div className={styles.action}>
        {offer.reached ? (
          <span className={styles.reached}>已满足条件</span>
        ) : (
          <span className={styles.missing}>还差¥{offer.missing}</span>
        )}
        {offer.in_cart > 0 ? (
          <>
            <span className={styles.muted}>已换购 {offer.in_cart}</span>
            <button
              type="button"
              className={styles.secondary}
              disabled={remove.isPending}
              onClick={() => remove.mutate([offer.line_id])}
            >
              取消换购
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={styles.primary}
          data-testid="trade-up-add"
          disabled={!offer.reached || full || add.isPending}
          onClick={() => add.mutate([tradeUpLineOf(offer, 1)])}
        >
          {full ? '已达上限' : '换购'}
        </button>
      </div>
    </li>
  );
}

export function TradeUpBlock(): React.JSX.Element | null {
  const tradeUps = useTradeUps(true);
  const list = tradeUps.data?.list ?? [];
  // Hidden prices (a store under review) leave nothing to trade up at.
  if (list.length === 0 || tradeUps.data?.selected_amount === null) return null;
  return (
    <section className={styles.block} data-testid="trade-up-block" aria-labelledby="trade-up-heading">
      <h2 id="trade-up-heading" className={styles.heading}>
        <span className={styles.tag}>换购</span>
        超值换购
        {tradeUps.data?.selected_amount ? (
          <span className={styles.muted}>已选商品 ¥{tradeUps.data.selected_amount}</span>
        ) : null}
      </h2>
      <ul className={styles.list}>
        {list.map((offer) => (
          <OfferRow key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}
