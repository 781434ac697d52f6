import { type GoodsSort, isPriceSort } from '@mall/shared/goods';
import styles from './sort-bar.module.css';

interface SortBarProps {
  value: GoodsSort | undefined;
  onChange: (sort: GoodsSort) => void;
  /** Offer the price sort: only to readers who may see prices (the server ignores it for others). */
  priceSort: boolean;
}

const SIMPLE: { sort: GoodsSort; label: string }[] = [
  { sort: 'default', label: '综合' },
  { sort: 'sales', label: '销量' },
];

/** Sort by default, sales, price (a second click flips the direction) and newest. */
export function SortBar({ value: asked = 'default', onChange, priceSort }: SortBarProps) {
  // A price sort in a link opened by a guest is not applied, so it is not shown as chosen either.
  const value = !priceSort && isPriceSort(asked) ? 'default' : asked;
  const priceActive = isPriceSort(value);
  const button = (sort: GoodsSort, label: string, active: boolean, onClick = () => onChange(sort)) => (
    <button
      type="button"
      key={label}
      className={active ? `${styles.option} ${styles.active}` : styles.option}
      aria-pressed={active}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <fieldset className={styles.bar} aria-label="排序" data-testid="sort-bar">
      {SIMPLE.map(({ sort, label }) => button(sort, label, value === sort))}
      {priceSort
        ? button('price_asc', value === 'price_desc' ? '价格 ↓' : '价格 ↑', priceActive, () =>
            onChange(value === 'price_asc' ? 'price_desc' : 'price_asc'),
          )
        : null}
      {button('newest', '最新', value === 'newest')}
    </fieldset>
  );
}
