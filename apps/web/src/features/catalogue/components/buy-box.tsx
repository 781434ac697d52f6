import type { GoodsDetail } from '@mall/shared/goods';
import { useState } from 'react';
import { FavoriteStar } from '@/components/goods/favorite-star';
import { GoodsTags } from '@/components/goods/goods-tags';
import { freeShippingText } from '@/components/goods/ladder';
import { LadderText } from '@/components/goods/ladder-text';
import { Price } from '@/components/goods/price';
import { firstQuantity, maxQuantity, type QuantityRules } from '@/components/goods/quantity';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { ActivityList } from './activity-list';
import styles from './buy-box.module.css';

import { OfferPicker } from './offer-picker';

interface BuyBoxProps {
  goods: GoodsDetail;
  onSelectOffer: (goodsPriceId: number) => void;
}

export function quantityRules(goods: GoodsDetail): QuantityRules {
  return {
    min: Math.max(1, goods.qg_number),
    step: Math.max(1, goods.step ?? 1),
    limit: goods.member_limit ?? 0,
    stock: goods.number,
  };
}

/** Name, price, ladder and free-shipping texts, offers, batch, stock, quantity and the buttons. */
export function BuyBox({ goods, onSelectOffer }: BuyBoxProps) {
  const rules = quantityRules(goods);
  const [quantity, setQuantity] = useState(() => firstQuantity(rules));
  const buyable = goods.is_buy === 1 && maxQuantity(rules) > 0;
  const shipping = freeShippingText(goods, quantity, goods.bzdw || '件');
  const nearExpiry = goods.is_jxq === 1 && goods.near_expiry_price;

  return (
    <section className={styles.box} aria-labelledby="goods-name">
      <h1 id="goods-name" className={styles.name} data-testid="goods-name">
        {goods.name}
        <GoodsTags tags={goods.tags} className={styles.tags} />
      </h1>
      <p className={styles.sub}>
        {goods.ypgg} · {goods.sccj}
      </p>

      <dl className={styles.fields}>
        <div className={styles.priceRow}>
          <dt>批发价</dt>
          <dd data-testid="goods-price">
            <Price goods={goods} withUnit size="large" />
            {nearExpiry ? (
              <span className={styles.nearExpiry}>近效期价 ¥{goods.near_expiry_price}</span>
            ) : null}
          </dd>
        </div>
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
          <dd data-testid="goods-stock">{goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货'}</dd>
        </div>
        <div>
          <dt>数量</dt>
          <dd className={styles.quantity}>
            <QuantityStepper value={quantity} onChange={setQuantity} rules={rules} disabled={!buyable} />
            <span className={styles.rules}>
              {rules.min > 1 ? `${rules.min}${goods.bzdw}起购` : ''}
              {rules.step > 1 ? ` · 按${rules.step}${goods.bzdw}递增` : ''}
              {rules.limit > 0 ? ` · 限购${rules.limit}${goods.bzdw}` : ''}
            </span>
          </dd>
        </div>
      </dl>

      <div className={styles.actions}>
        <button type="button" className={styles.cart} disabled data-testid="add-to-cart">
          加入购物车
        </button>
        <span className={styles.note}>购物车功能即将开放</span>
        <FavoriteStar goodsId={goods.id} />
      </div>
    </section>
  );
}
