/**
 * Buying a combination package (type 3 line), wherever a package is shown (the goods detail's
 * 组合套餐, /zhzq, /zhmz): its quantity rules and buy state, its gift, and the price against the
 * goods' normal total with the saving, a stepper and 加入购物车. Prices hide as on the goods list.
 */
import type { CombinationRead } from '@mall/shared/cart';
import { formatFen, parseYuan } from '@mall/shared/money';
import { useState } from 'react';
import { CartButton, useBuyer } from './add-to-cart-button';
import { type Buyer, type BuyState, blockedReason, buyStateOf, packageLineOf } from './cart-line';
import styles from './package-buy.module.css';
import { firstQuantity, maxQuantity, type QuantityRules } from './quantity';
import { QuantityStepper } from './quantity-stepper';

export function packageRules(pack: Pick<CombinationRead, 'member_limit' | 'stock'>): QuantityRules {
  return { min: 1, step: 1, limit: pack.member_limit ?? 0, stock: Math.max(0, pack.stock) };
}

/** The package's state; a store that may not buy one of its goods (scope, licence) may not buy it. */
export function packageBuyState(pack: CombinationRead, buyer: Buyer | null): BuyState {
  if (!buyer) return 'guest';
  if (pack.price === null) return 'hidden';
  if (buyer.refusal) return 'refused';
  if (pack.items.some((item) => buyStateOf(item.goods, buyer) === 'outOfScope')) return 'outOfScope';
  return maxQuantity(packageRules(pack)) > 0 ? 'ok' : 'soldOut';
}

/** Why the package cannot be bought, as the add would be told; '' when it can. */
function packageTip(pack: CombinationRead, state: BuyState, buyer: Buyer | null): string {
  const first = pack.items[0]?.goods;
  if (state === 'outOfScope') {
    const outside = pack.items.find((item) => buyStateOf(item.goods, buyer) === 'outOfScope');
    return outside ? blockedReason(state, outside.goods, buyer) : '';
  }
  return first ? blockedReason(state, first, buyer) : '';
}

/** The saving of a package in yuan, or null when prices are hidden or there is none. */
export function savingOf(pack: Pick<CombinationRead, 'price' | 'raw_price'>): string | null {
  if (pack.price === null || pack.raw_price === null) return null;
  const saving = parseYuan(pack.raw_price) - parseYuan(pack.price);
  return saving > 0 ? formatFen(saving) : null;
}

export function PackageGift({ gift }: { gift: CombinationRead['gift'] }): React.JSX.Element | null {
  if (!gift) return null;
  return (
    <p className={styles.gift} data-testid="package-gift">
      <span className={styles.giftTag}>赠</span>
      每套赠送 {gift.name} × {gift.quantity}
    </p>
  );
}

/** The package's prices, stepper and 加入购物车, to sit in the caller's buying row. */
export function PackageBuy({ pack }: { pack: CombinationRead }): React.JSX.Element {
  const rules = packageRules(pack);
  const [count, setCount] = useState(() => firstQuantity(rules));
  const buyer = useBuyer();
  const state = packageBuyState(pack, buyer);
  const saving = savingOf(pack);
  const tip = pack.items[0]?.goods.price_tip;
  return (
    <>
      {pack.price === null ? (
        <span className={styles.tip}>{tip ?? '登录后可见'}</span>
      ) : (
        <span className={styles.prices}>
          套餐价 <strong className={styles.price}>¥{pack.price}</strong>
          {saving ? <del className={styles.raw}>原价 ¥{pack.raw_price}</del> : null}
          {saving ? <span className={styles.saving}>省 ¥{saving}</span> : null}
        </span>
      )}
      {state === 'ok' ? <QuantityStepper value={count} onChange={setCount} rules={rules} compact /> : null}
      <CartButton
        state={state}
        tip={packageTip(pack, state, buyer)}
        lines={() => [packageLineOf(pack.id, count, pack.price)]}
        size="small"
      />
    </>
  );
}
