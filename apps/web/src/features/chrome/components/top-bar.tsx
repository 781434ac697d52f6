import type { QualityInspection } from '@mall/shared/user';
import { Link } from 'react-router';
import { useUserBase } from '@/api/user/get-user-base';
import { useLogout } from '@/api/user/logout';
import { paths } from '@/config/paths';
import { showAlert } from '@/lib/feedback';
import { useSiteName } from '../hooks/use-site-name';
import { addToDesktop } from '../utils/add-to-desktop';
import styles from './top-bar.module.css';

const QUALITY_INSPECTION_UNAVAILABLE = '质检报告查询暂未开放';

function openQualityInspection(qi: QualityInspection | undefined): void {
  if (qi?.quality_inspection_url) {
    window.open(qi.quality_inspection_url, '_blank', 'noopener,noreferrer');
    return;
  }
  void showAlert(qi?.msg || QUALITY_INSPECTION_UNAVAILABLE);
}

function Welcome() {
  const { data: base, isPending } = useUserBase();
  const logout = useLogout();
  const siteName = useSiteName();
  // Until the server says who this is, neither the member's name nor the guest's invitations:
  // a member reloading a page must not see 登录 / 注册 flash by.
  if (isPending) {
    return (
      <div className={styles.welcome} aria-busy="true">
        <span>您好，欢迎来到{siteName}！</span>
      </div>
    );
  }
  if (base?.show === 1) {
    return (
      <div className={styles.welcome}>
        <span>您好，</span>
        <Link to={paths.user} className={styles.member} data-testid="topbar-member">
          {base.company || base.name || base.username}
        </Link>
        <button
          type="button"
          className={styles.textButton}
          data-testid="topbar-logout"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          安全退出
        </button>
      </div>
    );
  }
  return (
    <div className={styles.welcome}>
      <span>您好，欢迎来到{siteName}！</span>
      <Link to={paths.login()} className={styles.accent} data-testid="topbar-login">
        登录
      </Link>
      <Link to={paths.register} className={styles.link} data-testid="topbar-register">
        注册
      </Link>
    </div>
  );
}

export function TopBar() {
  const { data: base } = useUserBase();
  const qr = base?.common_config.mini_program_qr;
  const siteName = useSiteName();
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        <Welcome />
        <nav className={styles.links} aria-label="快捷链接">
          <Link to={paths.home}>返回首页</Link>
          <button type="button" className={styles.textButton} onClick={() => void addToDesktop(siteName)}>
            添加到桌面
          </button>
          <Link to={paths.user}>会员中心</Link>
          <Link to={paths.order}>我的订单</Link>
          <Link to="/zzfw/ksxd">快速下单</Link>
          <Link to={paths.dzfp}>电子发票查询</Link>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => openQualityInspection(base?.quality_inspection)}
          >
            质检报告查询
          </button>
          <span className={styles.mobile}>
            <button type="button" className={styles.textButton}>
              手机商城
            </button>
            {qr ? (
              <span className={styles.qrPop}>
                <img src={qr} alt="小程序码" width={120} height={120} loading="lazy" />
                <span>微信扫码访问小程序</span>
              </span>
            ) : null}
          </span>
        </nav>
      </div>
    </div>
  );
}
