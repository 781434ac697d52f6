import type { GoodsRead } from '@mall/shared/goods';
import { quantityRulesOf } from './cart-line';
import { type RulePart, rulesSummary } from './quantity-entry';
import styles from './quantity-rules.module.css';

interface QuantityRulesProps {
  goods: Pick<GoodsRead, 'qg_number' | 'step' | 'member_limit' | 'number' | 'bzdw' | 'expiry_date'>;
  /** Which parts to show; all by default. */
  only?: readonly RulePart['key'][];
  className?: string;
}

/** The offer's 起订 · 步长 · 限购 · 库存 · 效期, compact, so limits are seen before the cart refuses. */
export function QuantityRules({ goods, only, className }: QuantityRulesProps) {
  const parts = rulesSummary(goods, quantityRulesOf(goods)).filter(
    (part) => !only || only.includes(part.key),
  );
  return (
    <span className={`${styles.rules} ${className ?? ''}`} data-testid="quantity-rules">
      {parts.map((part) => (
        <span
          key={part.key}
          className={part.warn ? `${styles.part} ${styles.warn}` : styles.part}
          data-rule={part.key}
        >
          {part.text}
        </span>
      ))}
    </span>
  );
}
