import type { FacetOption } from '@mall/shared/goods';
import { useState } from 'react';

type Option = FacetOption<number | string>;

import styles from './filter-bar.module.css';

const FOLDED_COUNT = 12;

interface FacetRowProps {
  label: string;
  options: readonly Option[] | undefined;
  selected: number | string | undefined;
  onSelect: (id: number | string | undefined) => void;
  /** Chosen ancestors (category tree), shown before the options and clickable to go back up. */
  trail?: readonly Option[];
  onTrail?: (id: number) => void;
  testId?: string;
}

/** One filter row: 全部 and the options, folded to a dozen with 更多. Hidden without options. */
export function FacetRow({
  label,
  options = [],
  selected,
  onSelect,
  trail = [],
  onTrail,
  testId,
}: FacetRowProps) {
  const [open, setOpen] = useState(false);
  if (options.length === 0 && trail.length === 0) return null;
  const shown = open ? options : options.slice(0, FOLDED_COUNT);
  return (
    <div className={styles.row} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options}>
        <button
          type="button"
          className={selected === undefined && trail.length === 0 ? styles.chosen : styles.option}
          onClick={() => onSelect(undefined)}
        >
          全部
        </button>
        {trail.map((node) => (
          <button
            type="button"
            key={`trail-${node.id}`}
            className={styles.trail}
            onClick={() => onTrail?.(Number(node.id))}
          >
            {node.name} ›
          </button>
        ))}
        {shown.map((option) => (
          <button
            type="button"
            key={option.id}
            className={option.id === selected ? styles.chosen : styles.option}
            aria-pressed={option.id === selected}
            onClick={() => onSelect(option.id === selected ? undefined : option.id)}
          >
            {option.name}
            {option.count >= 0 ? <span className={styles.count}>({option.count})</span> : null}
          </button>
        ))}
      </div>
      {options.length > FOLDED_COUNT ? (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)}>
          {open ? '收起' : '更多'}
        </button>
      ) : null}
    </div>
  );
}
