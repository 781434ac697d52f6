import { Steps } from 'antd';
import type { ReactNode } from 'react';
import styles from './flow-frame.module.css';

interface FlowFrameProps {
  title: string;
  steps: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  children: ReactNode;
  /** A line beside the title, e.g. 已有账号？去登录. */
  aside?: ReactNode;
}

/** The card of a multi-step flow: title, progress steps, then the step's content. */
export function FlowFrame({ title, steps, current, children, aside }: FlowFrameProps): React.JSX.Element {
  return (
    <section className={styles.card}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </header>
      <Steps
        className={styles.steps}
        current={current}
        items={steps.map((step) => ({ title: step }))}
        data-testid="flow-steps"
      />
      <div className={styles.body}>{children}</div>
    </section>
  );
}
