import type { GoodsDetail } from '@mall/shared/goods';
import { specRows } from '../utils/spec-rows';
import styles from './spec-table.module.css';

/** The specification table, two label/value pairs a row. */
export function SpecTable({ goods }: { goods: GoodsDetail }) {
  const rows = specRows(goods);
  return (
    <dl className={styles.table} data-testid="spec-table">
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
