import styles from './favorites-toolbar.module.css';

interface FavoritesToolbarProps {
  total: number;
  selectedCount: number;
  /** Selected rows that can go into the cart now. */
  buyableCount: number;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onCancelSelected: () => void;
  onAddSelected: () => void;
  busy: boolean;
  adding: boolean;
}

/** 全选, 批量加入购物车 and the bulk 取消收藏 over the rows on screen, with the total count. */
export function FavoritesToolbar(props: FavoritesToolbarProps) {
  const { total, selectedCount, buyableCount, allSelected, onSelectAll, busy, adding } = props;
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
        className={styles.bulkCart}
        onClick={props.onAddSelected}
        disabled={buyableCount === 0 || adding}
        data-testid="favorites-bulk-cart"
      >
        批量加入购物车{buyableCount > 0 ? `（${buyableCount}）` : ''}
      </button>
      <button
        type="button"
        className={styles.bulk}
        onClick={props.onCancelSelected}
        disabled={selectedCount === 0 || busy}
        data-testid="favorites-bulk-cancel"
      >
        取消收藏{selectedCount > 0 ? `（${selectedCount}）` : ''}
      </button>
      {selectedCount > buyableCount ? (
        <span className={styles.note}>{selectedCount - buyableCount} 件选中商品暂不可购</span>
      ) : null}
      <span className={styles.total}>共 {total} 件商品</span>
    </div>
  );
}
