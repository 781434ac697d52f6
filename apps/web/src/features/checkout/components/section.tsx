import type { ReactNode } from 'react';
import styles from './section.module.css';

interface SectionProps {
  title: string;
  /** e.g. a link to manage what the section offers */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** One titled box of the checkout pages. */
export function Section({ title, extra, testId, children }: SectionProps): React.JSX.Element {
  return (
    <section className={styles.section} data-testid={testId} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {extra}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

export { styles as sectionStyles };
