import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './account-frame.module.css';

const SECTIONS = [
  { to: '/zhzx/basic', label: '基本信息' },
  { to: '/zhzx/zzzj', label: '资质证件' },
  { to: '/zhzx/ddgl', label: '多店管理' },
  { to: '/zhzx/bdwx', label: '绑定微信' },
  { to: '/zhzx/addr', label: '收货地址' },
  { to: '/zhzx/wdxx', label: '我的消息' },
] as const;

interface AccountFrameProps {
  title: ReactNode;
  /** Buttons at the right of the title. */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The account centre (/zhzx): its section menu on the left, the section on the right (messages use it too). */
export function AccountFrame({ title, extra, testId, children }: AccountFrameProps): React.JSX.Element {
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label="账户中心">
        <h2 className={styles.menuTitle}>账户中心</h2>
        {SECTIONS.map((section) => (
          <NavLink
            key={section.to}
            to={section.to}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
          >
            {section.label}
          </NavLink>
        ))}
        <NavLink to="/user" className={styles.link}>
          返回会员中心
        </NavLink>
      </nav>
      <section className={styles.body} data-testid={testId}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </header>
        {children}
      </section>
    </div>
  );
}
