import styles from './cart-steps.module.css';

const STEPS = ['我的购物车', '核对订单信息', '支付订单', '支付完成'] as const;

/** The four-step checkout progress of SPEC §2, shared by the cart and the checkout pages; `current` is 0-based. */
export function CartSteps({ current }: { current: number }) {
  return (
    <ol className={styles.steps} data-testid="cart-steps">
      {STEPS.map((title, index) => {
        const state = index < current ? styles.done : index === current ? styles.active : styles.todo;
        return (
          <li
            key={title}
            className={`${styles.step} ${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.number}>{index + 1}</span>
            <span className={styles.title}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
