import { CART_COMING_SOON } from './favorite-row';
import styles from './favorites-toolbar.module.css';

interface FavoritesToolbarProps {
  total: number;
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onCancelSelected: () => void;
  busy: boolean;
}

/** 全选 and the bulk 取消收藏 over the rows on screen, with the total count. */
export function FavoritesToolbar(props: FavoritesToolbarProps) {
  const { total, selectedCount, allSelected, onSelectAll, onCancelSelected, busy } = props;
  return (
    <div className={styles.bar}>
      <label className={styles.all}>
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(e) => onSelectAll(e.target.checked)}
          data-testid="favorites-select-all"
        />
        全选
      </label>
      <button
        type="button"
        className={styles.bulk}
        onClick={onCancelSelected}
        disabled={selectedCount === 0 || busy}
        data-testid="favorites-bulk-cancel"
      >
        取消收藏{selectedCount > 0 ? `（${selectedCount}）` : ''}
      </button>
      <span className={styles.note}>加入购物车：{CART_COMING_SOON}</span>
      <span className={styles.total}>共 {total} 件商品</span>
    </div>
  );
}
