import { useEffect, useState } from 'react';
import { firstQuantity, maxQuantity, normalizeQuantity, type QuantityRules } from './quantity';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  rules: QuantityRules;
  disabled?: boolean;
  /** The small size of table rows and cards. */
  compact?: boolean;
}

/**
 * − / input / + honouring the offer's minimum, step, limit and stock. Typed values are normalised
 * when the input loses focus or Enter is pressed.
 */
export function QuantityStepper({
  value,
  onChange,
  rules,
  disabled = false,
  compact = false,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const step = Math.max(1, rules.step);
  const min = firstQuantity(rules);
  const max = maxQuantity(rules);
  const off = disabled || max === 0;
  const commit = (raw: number) => {
    const next = normalizeQuantity(raw, rules);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <span
      className={compact ? `${styles.stepper} ${styles.compact}` : styles.stepper}
      data-testid="quantity-stepper"
    >
      <button
        type="button"
        className={styles.button}
        aria-label="减少"
        disabled={off || value <= min}
        onClick={() => commit(value - step)}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label="数量"
        value={draft}
        disabled={off}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(draft))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(draft));
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="增加"
        disabled={off || value >= max}
        onClick={() => commit(value + step)}
      >
        +
      </button>
    </span>
  );
}
