import type { GroupBuyCard } from '@mall/shared/group-buy';
import { Link } from 'react-router';
import { Countdown } from '@/components/countdown/countdown';
import { href } from '@/config/paths';
import styles from './group-buy.module.css';
import { GroupPrices } from './group-prices';
import { GroupProgress } from './group-progress';

/** A group on /ptzq: picture, prices, progress, the countdown to the deadline (or the opening) and 参团. */
export function GroupCard({ group }: { group: GroupBuyCard }): React.JSX.Element {
  const to = href('/list/info-pt/:id', { id: group.id });
  const coming = group.phase === 'coming';
  return (
    <li className={styles.card} data-testid="group-card" data-group={group.id}>
      <Link to={to} className={styles.imageBox} title={group.goods.name}>
        {group.goods.image ? (
          <img src={group.goods.image} alt={group.goods.name} width={160} height={160} loading="lazy" />
        ) : null}
      </Link>
      <div className={styles.body}>
        <span className={coming ? styles.phaseComing : styles.phase}>{group.phase_text}</span>
        <h2 className={styles.cardTitle}>{group.title}</h2>
        <p className={styles.name}>{group.goods.name}</p>
        <p className={styles.meta}>
          {group.goods.spec} · {group.goods.manufacturer}
        </p>
        <GroupPrices group={group} />
        <GroupProgress group={group} />
        <p className={styles.deadline}>
          {coming ? '距开团' : '距截止'}
          <Countdown
            target={coming ? group.starts_at : group.ends_at}
            label={coming ? '距开团' : '距截止'}
            testId="group-countdown"
          />
        </p>
        <Link to={to} className={styles.join} data-testid="group-join-link">
          {coming ? '查看详情' : '参团'}
        </Link>
      </div>
    </li>
  );
}
