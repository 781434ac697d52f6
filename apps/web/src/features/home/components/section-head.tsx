import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-head.module.css';

interface SectionHeadProps {
  id: string;
  title: string;
  /** Beside the title: a countdown, a date, quick links. */
  children?: ReactNode;
  /** Where 更多 leads; none when absent or ''. */
  more?: string | undefined;
  moreText?: string;
}

/** A home block's heading bar: title, what goes beside it, and 更多 on the right. */
export function SectionHead({ id, title, children, more, moreText = '更多' }: SectionHeadProps) {
  return (
    <div className={styles.head}>
      <h2 className={styles.title} id={id}>
        {title}
      </h2>
      {children ? <div className={styles.extra}>{children}</div> : null}
      {more ? (
        <Link to={more} className={styles.more}>
          {moreText} &gt;
        </Link>
      ) : null}
    </div>
  );
}
