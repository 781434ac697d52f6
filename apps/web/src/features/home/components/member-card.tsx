import { Link } from 'react-router';
import { useUserBase } from '@/api/user/get-user-base';
import { SITE_NAME_DEFAULT } from '@/config/env';
import { paths } from '@/config/paths';
import styles from './member-card.module.css';

/** Beside the banner: who is shopping, or the way in for a guest. */
export function MemberCard() {
  const { data: base, isPending } = useUserBase();
  if (isPending) return <div className={styles.card} aria-busy="true" />;

  if (base?.show === 1) {
    const approved = base.is_passed === 1;
    return (
      <div className={styles.card}>
        <p className={styles.hello}>您好，欢迎回来</p>
        <Link to={paths.user} className={styles.company} title={base.company}>
          {base.company || base.name || base.username}
        </Link>
        <span className={approved ? styles.approved : styles.pending}>
          {approved ? '资质已审核' : '资质待审核'}
        </span>
        <div className={styles.actions}>
          <Link to={paths.order} className={styles.ghost}>
            我的订单
          </Link>
          <Link to={paths.favourites} className={styles.ghost}>
            我的收藏
          </Link>
        </div>
      </div>
    );
  }

  const siteName = base?.common_config.site_name || SITE_NAME_DEFAULT;
  return (
    <div className={styles.card}>
      <p className={styles.hello}>您好，欢迎来到</p>
      <p className={styles.site}>{siteName}</p>
      <div className={styles.actions}>
        <Link to={paths.login()} className={styles.primary}>
          登录
        </Link>
        <Link to={paths.register} className={styles.ghost}>
          注册
        </Link>
      </div>
    </div>
  );
}
