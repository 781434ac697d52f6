import type { OrderLineRead } from '@mall/shared/order';
import styles from './order-detail.module.css';

/** What kind of line it was bought as: 组合 (package), 换购 (trade-up), 议价 (negotiated price). */
export function LineBadges({ line }: { line: Pick<OrderLineRead, 'type' | 'is_yj'> }): React.JSX.Element {
  return (
    <>
      {line.type === 3 ? <span className={styles.badge}>组合</span> : null}
      {line.type === 4 ? <span className={styles.badge}>换购</span> : null}
      {line.is_yj ? <span className={styles.badge}>议价</span> : null}
    </>
  );
}
