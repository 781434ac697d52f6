import { pageItems, totalPagesOf } from './page-items';
import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** What is counted in the total, after the number: 件商品 unless said. */
  unit?: string;
}

/** Page buttons with 上一页/下一页 and the total; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onChange, unit = '件商品' }: PaginationProps) {
  const totalPages = totalPagesOf(total, pageSize);
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="分页" data-testid="pagination">
      <button type="button" className={styles.item} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, fixed by position
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            className={item === page ? `${styles.item} ${styles.current}` : styles.item}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        下一页
      </button>
      <span className={styles.total}>
        共 {total} {unit}，{totalPages} 页
      </span>
    </nav>
  );
}
