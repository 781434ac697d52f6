import type { LicenceSummary } from '@mall/shared/account';
import { chinaToday, daysBetween } from '@mall/shared/china-time';
import { Tag } from 'antd';
import { Link } from 'react-router';
import styles from './centre-cards.module.css';

const REVIEW_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;
const WARN_DAYS = 30;

/** Licence status with the expiry warnings: expired ones in red, ones due within 30 days in orange. */
export function LicenceCard({ licences }: { licences: LicenceSummary }): React.JSX.Element {
  const { counts, nearest_expiry: nearest, missing } = licences;
  // Counted from the store's business day, not the browser's, as the server counts expiry.
  const daysLeft = nearest ? daysBetween(chinaToday(), nearest) : null;
  return (
    <section className={styles.card} data-testid="centre-licences">
      <h2 className={styles.cardTitle}>
        资质状态 <Tag color={REVIEW_COLOR[licences.review_status]}>{licences.review_status_text}</Tag>
      </h2>
      <p className={styles.muted}>
        已通过 {counts.approved} · 审核中 {counts.pending} · 未通过 {counts.rejected}
      </p>
      {counts.expired > 0 ? (
        <p className={styles.danger}>{counts.expired} 项资质已过期，请尽快更新，过期后无法采购</p>
      ) : null}
      {counts.expiring > 0 ? (
        <p className={styles.warning} data-testid="centre-licence-expiring">
          {counts.expiring} 项资质将在 {WARN_DAYS} 天内到期
        </p>
      ) : null}
      {missing.length > 0 ? <p className={styles.danger}>缺少有效证件：{missing.join('、')}</p> : null}
      {nearest && daysLeft !== null ? (
        <p className={daysLeft <= WARN_DAYS ? styles.warning : styles.muted}>
          最近到期：{nearest}（剩余 {daysLeft} 天）
        </p>
      ) : null}
      <Link to="/zhzx/zzzj">管理资质证件</Link>
    </section>
  );
}
