/** The news pages' frame: the two section tabs and a white box. */
import { NEWS_SECTIONS, type NewsType } from '@mall/shared/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './news.module.css';

export function NewsFrame({ current, children }: { current: NewsType | undefined; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <nav className={styles.tabs} aria-label="资讯分类">
        {NEWS_SECTIONS.map((s) => (
          <Link
            key={s.type}
            to={s.path}
            className={s.type === current ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
            aria-current={s.type === current ? 'page' : undefined}
          >
            {s.name}
          </Link>
        ))}
      </nav>
      <div className={styles.box}>{children}</div>
    </div>
  );
}
