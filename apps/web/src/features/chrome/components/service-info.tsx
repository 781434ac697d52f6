import { useUserBase } from '@/api/user/get-user-base';
import styles from './service-info.module.css';

/** Account manager (专属客服 prefix unless it is the default one) and the complaint hotline. */
export function ServiceInfo() {
  const { data: base } = useUserBase();
  if (!base) return <div className={styles.info} />;
  const hotline = base.common_config.hot_line;
  const admin = base.show === 1 ? base.admin : null;
  return (
    <div className={styles.info}>
      {admin ? (
        <p className={styles.line}>
          {admin.is_default === 0 ? <span className={styles.prefix}>专属客服</span> : null}
          <span className={styles.name}>{admin.name}</span>
          <span className={styles.phone}>{admin.phone}</span>
        </p>
      ) : null}
      {hotline ? (
        <p className={styles.line}>
          <span className={styles.label}>投诉热线</span>
          <span className={styles.phone}>{hotline}</span>
        </p>
      ) : null}
    </div>
  );
}
