import styles from './countdown.module.css';
import { formatClock, pad2, splitDuration } from './time-left';
import { type CountdownOptions, useCountdown } from './use-countdown';

interface CountdownProps extends CountdownOptions {
  /** The deadline, Unix seconds. */
  target: number;
  /**
   * parts: days, hours, minutes and seconds in boxes (SPEC §4, the flash strip);
   * clock: mm:ss, or h:mm:ss from an hour up, as plain text (the pay page).
   */
  variant?: 'parts' | 'clock';
  /** What the time counts down to, for screen readers: 「距开始」, 「剩余支付时间」. */
  label?: string;
  className?: string;
  testId?: string;
}

/** The one countdown of the store: ticks each second from the given clock, stops at zero, then calls onFinish. */
export function Countdown(props: CountdownProps): React.JSX.Element {
  const { target, now, onFinish, variant = 'parts', label, className, testId } = props;
  const left = useCountdown(target, { now, onFinish }) ?? 0;
  if (variant === 'clock') {
    return (
      <span className={className} role="timer" aria-label={label} data-testid={testId} data-seconds={left}>
        {formatClock(left)}
      </span>
    );
  }
  const { days, hours, minutes, seconds } = splitDuration(left);
  const spoken = `${label ?? ''}${days}天${hours}小时${minutes}分${seconds}秒`;
  return (
    <span
      className={className ? `${styles.parts} ${className}` : styles.parts}
      role="timer"
      aria-label={spoken}
      data-testid={testId}
      data-seconds={left}
    >
      <b className={styles.box}>{days}</b>
      <span className={styles.unit}>天</span>
      <b className={styles.box}>{pad2(hours)}</b>
      <span className={styles.unit}>时</span>
      <b className={styles.box}>{pad2(minutes)}</b>
      <span className={styles.unit}>分</span>
      <b className={styles.box}>{pad2(seconds)}</b>
      <span className={styles.unit}>秒</span>
    </span>
  );
}
