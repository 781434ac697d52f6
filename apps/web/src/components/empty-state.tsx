import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links or buttons under the text. */
  children?: ReactNode;
  testId?: string;
}

/** A centred message for empty lists and status pages, with a light box illustration. */
export function EmptyState({ title, description, children, testId }: EmptyStateProps): React.JSX.Element {
  return (
    <section className={styles.empty} data-testid={testId}>
      <svg className={styles.art} viewBox="0 0 120 90" aria-hidden="true">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="#eef0f2" />
        <path d="M22 34 L60 20 L98 34 L98 70 L60 84 L22 70 Z" fill="#f5f7f8" stroke="#d9dde1" />
        <path d="M22 34 L60 48 L98 34 M60 48 L60 84" fill="none" stroke="#d9dde1" />
        <path
          d="M50 56 h20 M60 46 v20"
          stroke="#12a05c"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.6"
        />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
