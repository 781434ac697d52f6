import { chinaDate } from '@mall/shared/china-time';
import type { GoodsActivity } from '@mall/shared/goods';
import styles from './activity-list.module.css';

const KIND_LABEL: Record<string, string> = {
  manjian: '满减',
  discount: '折扣',
  gift: '满赠',
  flash: '秒杀',
  combination: '组合',
  coupon: '优惠券',
};

/** The activities the goods takes part in, with their kind and period. */
export function ActivityList({ activities }: { activities: readonly GoodsActivity[] }) {
  if (activities.length === 0) return null;
  return (
    <ul className={styles.list} data-testid="goods-activities">
      {activities.map((activity) => (
        <li key={activity.id} className={styles.item}>
          <span className={styles.kind}>{KIND_LABEL[activity.kind] ?? '活动'}</span>
          <span className={styles.title}>{activity.title}</span>
          {activity.description ? <span className={styles.description}>{activity.description}</span> : null}
          {activity.ends_at ? <span className={styles.period}>至 {chinaDate(activity.ends_at)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
