import type { ReactNode } from 'react';
import type { LineGroup } from '../utils/cart-groups';
import { activityState } from '../utils/cart-text';
import styles from './cart-group.module.css';

const KIND_MARKS = { manjian: '满减', discount: '满折' } as const;

interface CartGroupProps {
  group: LineGroup;
  /** 清空失效商品 for the invalid group */
  onClearInvalid?: () => void;
  children: ReactNode;
}

/** A group of lines under its header: the activity with its tier state, or the fixed group name. */
export function CartGroup({ group, onClearInvalid, children }: CartGroupProps) {
  const state = group.activity ? activityState(group.activity) : null;
  return (
    <section className={styles.group} data-testid="cart-group" data-kind={group.kind}>
      <header className={group.kind === 'invalid' ? `${styles.head} ${styles.invalidHead}` : styles.head}>
        {group.activity ? <span className={styles.mark}>{KIND_MARKS[group.activity.kind]}</span> : null}
        <h2 className={styles.title}>{group.title}</h2>
        {state?.applied ? (
          <span className={styles.applied} data-testid="group-applied">
            {state.applied}
          </span>
        ) : null}
        {state?.next ? (
          <span className={styles.next} data-testid="group-next">
            {state.next}
          </span>
        ) : null}
        {group.kind === 'invalid' ? <span className={styles.count}>{group.lines.length} 件</span> : null}
        {group.kind === 'invalid' && onClearInvalid ? (
          <button type="button" className={styles.clear} onClick={onClearInvalid}>
            清空失效商品
          </button>
        ) : null}
      </header>
      <ul className={styles.lines}>{children}</ul>
    </section>
  );
}
