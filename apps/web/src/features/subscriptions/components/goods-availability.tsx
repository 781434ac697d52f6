/**
 * The detail page's section for what to do when the offer is sold out or may get cheaper: 到货通知
 * and 降价通知, the substitutes (always shown, first when sold out) and 品种求购.
 */
import type { GoodsDetail } from '@mall/shared/goods';
import { SubscriptionButtons } from './subscription-buttons';
import styles from './subscriptions.module.css';
import { SubstitutesBlock } from './substitutes-block';

interface GoodsAvailabilityProps {
  goods: GoodsDetail;
  sectionClass: string | undefined;
  headingClass: string | undefined;
}

export function GoodsAvailability({ goods, sectionClass, headingClass }: GoodsAvailabilityProps) {
  const soldOut = goods.number <= 0;
  return (
    <section className={sectionClass} aria-labelledby="goods-availability" data-testid="goods-availability">
      <h2 id="goods-availability" className={headingClass}>
        {soldOut ? '已售罄：到货通知与替代品' : '降价通知与替代品'}
      </h2>
      {soldOut ? (
        <p className={styles.soldOut}>该商品暂时缺货，可订阅到货通知，或选购下面的替代品。</p>
      ) : null}
      <SubscriptionButtons offerId={goods.goods_price_id} soldOut={soldOut} />
      <h3 className={styles.note}>替代品（同通用名、同规格的其他厂家商品）</h3>
      <SubstitutesBlock goodsId={goods.id} />
    </section>
  );
}
