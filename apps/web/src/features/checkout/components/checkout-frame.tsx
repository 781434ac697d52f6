import type { ReactNode } from 'react';
import { CartSteps } from '@/components/cart-steps/cart-steps';
import styles from './checkout-frame.module.css';

interface CheckoutFrameProps {
  title: string;
  /** 0-based step of the four-step progress */
  step: 1 | 2 | 3;
  testId: string;
  children: ReactNode;
}

/** The head every checkout page shares: its title beside the four-step progress. */
export function CheckoutFrame({ title, step, testId, children }: CheckoutFrameProps): React.JSX.Element {
  return (
    <section className={styles.page} data-testid={testId}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <CartSteps current={step} />
      </header>
      {children}
    </section>
  );
}
