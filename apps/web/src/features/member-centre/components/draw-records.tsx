/**
 * 我的抽奖: the store's lucky-draw results (GET /api/draw/record), where the pop-up sends a buyer
 * who closed it before the result showed (SPEC §8).
 */
import { chinaDateTime } from '@mall/shared/china-time';
import { useState } from 'react';
import { DRAW_RECORDS_PAGE_SIZE, useDrawRecords } from '@/api/draw/get-draw-records';
import styles from './centre-cards.module.css';
import own from './draw-records.module.css';

export function DrawRecords(): React.JSX.Element {
  const [page, setPage] = useState(1);
  const records = useDrawRecords(page);
  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / DRAW_RECORDS_PAGE_SIZE)) : 1;
  return (
    <section
      className={`${styles.card} ${styles.wide}`}
      data-testid="centre-draws"
      aria-labelledby="centre-draws"
    >
      <h2 className={styles.cardTitle} id="centre-draws">
        我的抽奖
      </h2>
      {records.isPending ? (
        <p className={styles.muted}>加载中…</p>
      ) : records.isError || !data ? (
        <p className={styles.muted}>抽奖记录加载失败，请稍后重试</p>
      ) : data.list.length === 0 ? (
        <p className={styles.muted}>暂无抽奖记录</p>
      ) : (
        <>
          <ul className={own.list}>
            {data.list.map((r) => (
              <li key={r.id} className={own.row} data-testid="centre-draw">
                <span className={own.prize}>{r.name}</span>
                <span className={own.muted}>
                  {r.activity_title}
                  {r.remarks ? ` · ${r.remarks}` : ''}
                </span>
                <span>{r.kind === 'none' ? '未中奖' : r.status_text}</span>
                <span className={own.muted}>{chinaDateTime(r.created_at)}</span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className={own.pager}>
              <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                上一页
              </button>
              <span className={own.muted}>
                {page} / {pages}
              </span>
              <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                下一页
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
