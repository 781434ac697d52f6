import type { GroupBuyCard } from '@mall/shared/group-buy';
import styles from './group-buy.module.css';

/** The group price against the ordinary one, or why prices are hidden. */
export function GroupPrices({ group }: { group: GroupBuyCard }): React.JSX.Element {
  if (group.group_price === null)
    return (
      <span className={styles.tip} data-testid="group-price-tip">
        {group.price_tip}
      </span>
    );
  return (
    <span className={styles.prices}>
      <span className={styles.groupPrice} data-testid="group-price">
        拼团价 ¥{group.group_price}
      </span>
      {group.base_price ? (
        <del className={styles.basePrice} data-testid="group-base-price">
          ¥{group.base_price}
        </del>
      ) : null}
    </span>
  );
}
