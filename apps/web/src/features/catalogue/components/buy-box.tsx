import { GOODS_TYPE_FLASH } from '@mall/shared/constants';
import type { GoodsDetail } from '@mall/shared/goods';
import { useState } from 'react';
import { Link } from 'react-router';
import { fetchCartHints } from '@/api/cart/get-cart-hints';
import { AddToCartButton, useBuyer } from '@/components/goods/add-to-cart-button';
import { blockedReason, buyStateOf, cartLineOf, quantityRulesOf } from '@/components/goods/cart-line';
import { FavoriteStar } from '@/components/goods/favorite-star';
import { GoodsTags } from '@/components/goods/goods-tags';
import { freeShippingText } from '@/components/goods/ladder';
import { LadderText } from '@/components/goods/ladder-text';
import { Price } from '@/components/goods/price';
import { firstQuantity } from '@/components/goods/quantity';
import { isLowStock } from '@/components/goods/quantity-entry';
import { QuantityRules } from '@/components/goods/quantity-rules';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { paths } from '@/config/paths';
import { saleWindowText } from '../utils/sale-window';
import { ActivityList } from './activity-list';
import styles from './buy-box.module.css';
import { OfferPicker } from './offer-picker';

/** Stock and expiry have rows of their own here. */
const RULE_KEYS = ['min', 'step', 'limit'] as const;

interface BuyBoxProps {
  goods: GoodsDetail;
  onSelectOffer: (goodsPriceId: number) => void;
}

/**
 * Name, price (negotiated, flash), ladder and free-shipping texts, offers, batch, stock, quantity,
 * 加入购物车 with the nudge for this offer after an add, and the favourite star.
 */
export function BuyBox({ goods, onSelectOffer }: BuyBoxProps) {
  const rules = quantityRulesOf(goods);
  const [quantity, setQuantity] = useState(() => firstQuantity(rules));
  const [hints, setHints] = useState<readonly string[]>([]);
  const buyer = useBuyer();
  const state = buyStateOf(goods, buyer);
  const buyable = state === 'ok';
  // Reasons a buyer can act on (a licence to upload or renew) are spelled out, not left to a hover.
  const refusal = state === 'outOfScope' || state === 'refused' ? blockedReason(state, goods, buyer) : '';
  const shipping = freeShippingText(goods, quantity, goods.bzdw || '件');
  const nearExpiry = goods.is_jxq === 1 && goods.near_expiry_price;
  const negotiated = goods.base_price !== null && goods.yj_price ? goods.yj_price : null;
  const flash = goods.type === GOODS_TYPE_FLASH;
  const saleWindow = flash ? saleWindowText(goods.sale_starts_at, goods.sale_ends_at) : '';

  const showHints = () => {
    // The nudge is a bonus: when it cannot be had, the add itself already said enough.
    fetchCartHints(goods.goods_price_id).then(setHints, () => setHints([]));
  };

  return (
    <section className={styles.box} aria-labelledby="goods-name" data-testid="buy-box">
      <h1 id="goods-name" className={styles.name} data-testid="goods-name">
        {goods.name}
        <GoodsTags tags={goods.tags} activities={goods.activity_tags} className={styles.tags} />
      </h1>
      <p className={styles.sub}>
        {goods.ypgg} · {goods.sccj}
      </p>

      <dl className={styles.fields}>
        <div className={styles.priceRow}>
          <dt>批发价</dt>
          <dd data-testid="goods-price">
            <Price goods={goods} withUnit size="large" />
            {flash && goods.original_price && goods.base_price !== null ? (
              <del className={styles.original} data-testid="goods-original-price">
                ¥{goods.original_price}
              </del>
            ) : null}
            {negotiated ? (
              <span className={styles.negotiated} data-testid="goods-negotiated-price">
                议价 ¥{negotiated}
              </span>
            ) : null}
            {nearExpiry ? (
              <span className={styles.nearExpiry}>近效期价 ¥{goods.near_expiry_price}</span>
            ) : null}
          </dd>
        </div>
        {saleWindow ? (
          <div>
            <dt>活动时间</dt>
            <dd className={styles.saleWindow} data-testid="goods-sale-window">
              {saleWindow}
            </dd>
          </div>
        ) : null}
        {goods.base_price !== null && goods.ladder_price.length > 0 ? (
          <div>
            <dt>阶梯价</dt>
            <dd>
              <LadderText tiers={goods.ladder_price} quantity={quantity} unit={goods.bzdw || '件'} />
            </dd>
          </div>
        ) : null}
        {shipping ? (
          <div>
            <dt>运费</dt>
            <dd className={styles.shipping} data-testid="free-shipping-text">
              {shipping}
            </dd>
          </div>
        ) : null}
        {goods.activities.length > 0 ? (
          <div>
            <dt>活动</dt>
            <dd>
              <ActivityList activities={goods.activities} />
            </dd>
          </div>
        ) : null}
        {goods.offers.length > 1 ? (
          <div>
            <dt>仓库</dt>
            <dd>
              <OfferPicker offers={goods.offers} selected={goods.goods_price_id} onSelect={onSelectOffer} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>批号/效期</dt>
          <dd data-testid="goods-batch">
            {goods.batch_number ? `批号 ${goods.batch_number}` : '批号 —'}
            {goods.production_date ? ` · 生产日期 ${goods.production_date}` : ''}
            {goods.expiry_date ? ` · 有效期至 ${goods.expiry_date}` : ''}
          </dd>
        </div>
        <div>
          <dt>库存</dt>
          <dd data-testid="goods-stock">
            {goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货'}
            {isLowStock(rules) ? <span className={styles.lowStock}>库存紧张</span> : null}
          </dd>
        </div>
        <div>
          <dt>数量</dt>
          <dd className={styles.quantity}>
            <QuantityStepper value={quantity} onChange={setQuantity} rules={rules} disabled={!buyable} />
            <QuantityRules goods={goods} only={RULE_KEYS} className={styles.rules} />
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <AddToCartButton
          goods={goods}
          quantity={quantity}
          size="large"
          line={(number) => cartLineOf(goods, number, negotiated !== null)}
          onAdded={showHints}
        />
        <FavoriteStar goodsId={goods.id} />
      </div>
      {refusal ? (
        <p className={styles.refusal} data-testid="buy-refusal">
          {refusal}
          <Link to={paths.licences}>去上传资质</Link>
        </p>
      ) : null}
      {hints.length > 0 ? (
        <ul className={styles.hints} data-testid="cart-hints">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
