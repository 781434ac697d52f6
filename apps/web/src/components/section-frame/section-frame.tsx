import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './section-frame.module.css';

export interface FrameSection {
  to: string;
  label: string;
}

interface SectionFrameProps {
  /** The menu's heading, also its accessible name. */
  menuTitle: string;
  sections: readonly FrameSection[];
  title: ReactNode;
  /** Buttons at the right of the title. */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A member-centre area: its section menu on the left (ending with 返回会员中心), the section on the right. */
export function SectionFrame({
  menuTitle,
  sections,
  title,
  extra,
  testId,
  children,
}: SectionFrameProps): React.JSX.Element {
  return (
    <div className={styles.frame}>
      <nav className={styles.menu} aria-label={menuTitle}>
        <h2 className={styles.menuTitle}>{menuTitle}</h2>
        {sections.map((section) => (
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
