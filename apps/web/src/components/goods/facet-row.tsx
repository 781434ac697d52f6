import type { FacetOption } from '@mall/shared/goods';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './filter-bar.module.css';

type Option = FacetOption<number | string>;

interface FacetRowProps {
  label: string;
  /** undefined while the options load: the row keeps its line so the list below does not jump. */
  options: readonly Option[] | undefined;
  selected: number | string | undefined;
  onSelect: (id: number | string | undefined) => void;
  /** Chosen ancestors (category tree), shown before the options and clickable to go back up. */
  trail?: readonly Option[];
  onTrail?: (id: number) => void;
  testId?: string;
}

/**
 * One filter row: 全部 and the options on one line, the rest behind 更多. Hidden once loaded without
 * options. Folded, every row is one line high whatever its options, and while loading it holds that
 * line too, so the goods below never move when the facets arrive (layout shift ≤ 0.1).
 */
export function FacetRow({ label, options, selected, onSelect, trail = [], onTrail, testId }: FacetRowProps) {
  const [open, setOpen] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const line = useRef<HTMLDivElement>(null);
  const count = options?.length;

  // Whether the folded line hides options, read before paint: when they arrive, and on a resize.
  useLayoutEffect(() => {
    const el = line.current;
    if (!el || open || count === undefined) return;
    const measure = () => setOverflowing(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, count]);

  if (options !== undefined && options.length === 0 && trail.length === 0) return null;
  const list = options ?? [];
  // Folded, the chosen option leads, so it is never among the hidden ones.
  const chosen = list.find((option) => option.id === selected);
  const shown = open || !chosen ? list : [chosen, ...list.filter((option) => option !== chosen)];
  return (
    <div className={styles.row} data-testid={testId} aria-busy={options === undefined || undefined}>
      <span className={styles.label}>{label}</span>
      <div ref={line} className={open ? styles.options : `${styles.options} ${styles.folded}`}>
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
            title={option.name}
            onClick={() => onSelect(option.id === selected ? undefined : option.id)}
          >
            {option.name}
            {option.count >= 0 ? <span className={styles.count}>({option.count})</span> : null}
          </button>
        ))}
      </div>
      {/* Always laid out, so the line's width does not change when it turns out to overflow. */}
      <button
        type="button"
        className={styles.more}
        style={open || overflowing ? undefined : { visibility: 'hidden' }}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? '收起' : '更多'}
      </button>
    </div>
  );
}
