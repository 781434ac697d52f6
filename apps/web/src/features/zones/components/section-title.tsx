import type { ReactNode } from 'react';
import styles from './section-title.module.css';

/** A zone page's section heading with an optional link on the right. */
export function SectionTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.head}>
      <h2 className={styles.title}>{title}</h2>
      {children ? <div className={styles.more}>{children}</div> : null}
    </div>
  );
}
