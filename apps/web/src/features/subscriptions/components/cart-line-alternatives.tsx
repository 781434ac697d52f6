/**
 * Under a cart line that cannot be bought: 到货通知 when it is sold out, 降价通知, a few
 * substitutes and 品种求购.
 */
import { SubscriptionButtons } from './subscription-buttons';
import { SubstitutesBlock } from './substitutes-block';

interface CartLineAlternativesProps {
  goodsId: number;
  offerId: number;
  soldOut: boolean;
}

export function CartLineAlternatives({ goodsId, offerId, soldOut }: CartLineAlternativesProps) {
  return (
    <div data-testid="cart-line-alternatives">
      <SubscriptionButtons offerId={offerId} soldOut={soldOut} compact />
      <SubstitutesBlock goodsId={goodsId} compact testId="cart-line-substitutes" />
    </div>
  );
}
