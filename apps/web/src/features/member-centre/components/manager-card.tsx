import type { AccountManager } from '@mall/shared/user';
import styles from './centre-cards.module.css';

/** The member's account manager; a dedicated one (is_default 0) is labelled 专属客服 (SPEC §2). */
export function ManagerCard({ admin }: { admin: AccountManager }): React.JSX.Element {
  return (
    <section className={styles.card} data-testid="centre-manager">
      <h2 className={styles.cardTitle}>{admin.is_default === 0 ? '专属客服' : '客服经理'}</h2>
      <p className={styles.big}>{admin.name || '—'}</p>
      <p className={styles.muted}>联系电话：{admin.phone || '—'}</p>
    </section>
  );
}
