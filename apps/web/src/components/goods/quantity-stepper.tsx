import { useEffect, useState } from 'react';
import { firstQuantity, maxQuantity, normalizeQuantity, type QuantityRules } from './quantity';
import { quantityEntry } from './quantity-entry';
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
 * − / input / + honouring the offer's minimum, step, limit and stock; the buttons move by the
 * step. A typed value that breaks a rule says why next to the field while typing, and is snapped
 * to the nearest allowed quantity when the input loses focus or Enter is pressed, the hint then
 * saying what it became.
 */
export function QuantityStepper({
  value,
  onChange,
  rules,
  disabled = false,
  compact = false,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => setDraft(String(value)), [value]);
  const step = Math.max(1, rules.step);
  const min = firstQuantity(rules);
  const max = maxQuantity(rules);
  const off = disabled || max === 0;
  const apply = (next: number) => {
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const stepTo = (raw: number) => {
    setHint(null);
    apply(normalizeQuantity(raw, rules));
  };
  const commit = () => {
    const entry = quantityEntry(rules, draft === '' ? 0 : Number(draft));
    setHint(entry.reason);
    apply(entry.value);
  };
  const stepper = (
    <span
      className={compact ? `${styles.stepper} ${styles.compact}` : styles.stepper}
      data-testid="quantity-stepper"
    >
      <button
        type="button"
        className={styles.button}
        aria-label="减少"
        disabled={off || value <= min}
        onClick={() => stepTo(value - step)}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        aria-label="数量"
        aria-invalid={hint ? true : undefined}
        value={draft}
        disabled={off}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '');
          setDraft(typed);
          setHint(typed === '' ? null : quantityEntry(rules, Number(typed)).rule);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="增加"
        disabled={off || value >= max}
        onClick={() => stepTo(value + step)}
      >
        +
      </button>
    </span>
  );
  return (
    <span className={styles.field}>
      {stepper}
      <span className={styles.hint} aria-live="polite" data-testid="quantity-hint">
        {hint && !off ? <span role="alert">{hint}</span> : null}
      </span>
    </span>
  );
}
