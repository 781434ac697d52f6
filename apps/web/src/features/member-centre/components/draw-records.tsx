/**
 * 我的抽奖: the store's lucky-draw results (GET /api/draw/record), where the pop-up sends a buyer
 * who closed it before the result showed (SPEC §8).
 */
import { chinaDateTime } from '@mall/shared/china-time';
import { useState } from 'react';
import { DRAW_RECORDS_PAGE_SIZE, useDrawRecords } from '@/api/draw/get-draw-records';
import { Pagination } from '@/components/goods/pagination';
import styles from './centre-cards.module.css';
import own from './draw-records.module.css';

export function DrawRecords(): React.JSX.Element {
  const [page, setPage] = useState(1);
  const records = useDrawRecords(page);
  const data = records.data;
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
          <Pagination
            page={page}
            pageSize={DRAW_RECORDS_PAGE_SIZE}
            total={data.total}
            unit="条记录"
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
