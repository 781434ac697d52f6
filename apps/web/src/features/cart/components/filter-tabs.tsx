import type { CartFilter, CartFilterOption } from '@mall/shared/cart';
import styles from './filter-tabs.module.css';

interface FilterTabsProps {
  options: readonly CartFilterOption[];
  value: CartFilter;
  onChange: (value: CartFilter) => void;
}

/** 全部商品 / 活动商品 / 包邮商品 / 失效商品 with their counts. */
export function FilterTabs({ options, value, onChange }: FilterTabsProps) {
  return (
    <div className={styles.tabs} role="tablist" data-testid="cart-filters">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={option.value === value}
          className={option.value === value ? styles.active : styles.tab}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          <span className={styles.count}>{option.count}</span>
        </button>
      ))}
    </div>
  );
}
