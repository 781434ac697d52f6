import styles from './spinner.module.css';

interface SpinnerProps {
  /** Shown under the spinner and read by screen readers; defaults to 加载中… */
  label?: string;
  size?: 'small' | 'default' | 'large';
  /** Fill the page column with some height, for whole-page loading states. */
  block?: boolean;
}

export function Spinner({
  label = '加载中…',
  size = 'default',
  block = false,
}: SpinnerProps): React.JSX.Element {
  return (
    <div className={block ? `${styles.wrap} ${styles.block}` : styles.wrap} role="status" aria-live="polite">
      <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
