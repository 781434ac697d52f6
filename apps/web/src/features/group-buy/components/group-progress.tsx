import type { GroupBuyCard } from '@mall/shared/group-buy';
import styles from './group-buy.module.css';

/** 已拼 paid / target with a bar: only paid units count toward the target. */
export function GroupProgress({ group }: { group: GroupBuyCard }): React.JSX.Element {
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={group.progress}
        aria-label="成团进度"
        data-testid="group-progress"
      >
        <span className={styles.fill} style={{ width: `${group.progress}%` }} />
      </div>
      <span className={styles.progressText}>
        已拼 <b data-testid="group-paid">{group.paid_quantity}</b> / {group.target_quantity}
        {group.goods.unit}（{group.progress}%）
      </span>
    </div>
  );
}
