/** Page links of a news list (`?page=N`), with 上一页/下一页 and the count. */
import { Link } from 'react-router';
import { pageItems, totalPagesOf } from '@/components/goods/page-items';
import styles from './news.module.css';

interface NewsPagerProps {
  path: string;
  page: number;
  pageSize: number;
  total: number;
}

export function NewsPager({ path, page, pageSize, total }: NewsPagerProps): React.JSX.Element | null {
  const pages = totalPagesOf(total, pageSize);
  if (pages <= 1) return null;
  const to = (p: number) => (p === 1 ? path : `${path}?page=${p}`);
  return (
    <nav className={styles.pager} aria-label="分页" data-testid="news-pager">
      {page > 1 ? (
        <Link to={to(page - 1)} className={styles.pageItem}>
          上一页
        </Link>
      ) : (
        <span className={`${styles.pageItem} ${styles.disabled}`}>上一页</span>
      )}
      {pageItems(page, pages).map((item, i) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, fixed by position
          <span key={`gap-${i}`}>…</span>
        ) : (
          <Link
            key={item}
            to={to(item)}
            className={item === page ? `${styles.pageItem} ${styles.pageCurrent}` : styles.pageItem}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={to(page + 1)} className={styles.pageItem}>
          下一页
        </Link>
      ) : (
        <span className={`${styles.pageItem} ${styles.disabled}`}>下一页</span>
      )}
      <span className={styles.count}>
        共 {total} 篇，{pages} 页
      </span>
    </nav>
  );
}
