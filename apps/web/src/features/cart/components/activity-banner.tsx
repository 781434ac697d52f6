import type { ActivityOutcome } from '@mall/shared/pricing/types';
import { bannerTiers } from '../utils/cart-text';
import styles from './activity-banner.module.css';

const KINDS = [
  { kind: 'manjian', name: '满减' },
  { kind: 'discount', name: '满折' },
] as const;

/** The tiers of the activities covering the cart, achieved first, each with its state. */
export function ActivityBanner({ activities }: { activities: readonly ActivityOutcome[] }) {
  const rows = KINDS.map(({ kind, name }) => ({ kind, name, tiers: bannerTiers(activities, kind) })).filter(
    (row) => row.tiers.length > 0,
  );
  if (rows.length === 0) return null;
  return (
    <section className={styles.banner} data-testid="activity-banner" aria-label="活动">
      {rows.map((row) => (
        <div key={row.kind} className={styles.row}>
          <span className={styles.kind}>{row.name}</span>
          <ul className={styles.tiers}>
            {row.tiers.map((tier) => (
              <li
                key={tier.key}
                className={tier.status === 1 ? styles.achieved : styles.pending}
                data-testid="activity-tier"
                data-status={tier.status}
                title={tier.title}
              >
                <span className={styles.label}>{tier.label}</span>
                <span className={styles.status}>{tier.statusText}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
