/** The wallet (/wdqb): its section menu on the left, the section on the right. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './wallet-frame.module.css';

const SECTIONS = [
  { to: '/wdqb/yegl', label: '余额管理' },
  { to: '/wdqb/jfgl', label: '积分管理' },
  { to: '/wdqb/yhq', label: '我的优惠券' },
  { to: '/wdqb/xjq', label: '我的现金券' },
] as const;

interface WalletFrameProps {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

export function WalletFrame({ title, extra, testId, children }: WalletFrameProps): React.JSX.Element {
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label="我的钱包">
        <h2 className={styles.menuTitle}>我的钱包</h2>
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
