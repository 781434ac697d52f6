import { NavLink } from 'react-router';
import styles from './self-service-nav.module.css';

/** The self-service section (自助服务, /zzfw) of SPEC §2. */
const LINKS = [
  { to: '/zzfw/kjcg', label: '快捷采购', end: true },
  { to: '/zzfw/ksxd', label: '快速下单', end: true },
  { to: '/zzfw/cgdr', label: '采购单导入', end: true },
  { to: '/zzfw/pzqg', label: '品种求购', end: false },
  { to: '/zzfw/dzfp', label: '电子发票', end: true },
  { to: '/zzfw/star', label: '我的收藏', end: true },
  { to: '/zzfw/yjfk', label: '意见反馈', end: true },
] as const;

export function SelfServiceNav(): React.JSX.Element {
  return (
    <nav className={styles.nav} aria-label="自助服务">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
