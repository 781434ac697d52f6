/**
 * The wallet's ledgers (余额明细, 积分明细): the figure now with its actions, then the rows with
 * their filters, a time column in China time, signed amounts coloured by direction, and paging
 * that the page keeps in its URL.
 */
import { chinaDateTime } from '@mall/shared/china-time';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { FitTable } from '@/components/fit-table/fit-table';
import styles from './ledger.module.css';

interface LedgerSummaryProps {
  label: string;
  figure: ReactNode;
  figureTestId: string;
  /** Actions and notes at the right. */
  side: ReactNode;
}

export function LedgerSummary({ label, figure, figureTestId, side }: LedgerSummaryProps): React.JSX.Element {
  return (
    <section className={styles.summary}>
      <div>
        <span className={styles.label}>{label}</span>
        <strong className={styles.figure} data-testid={figureTestId}>
          {figure}
        </strong>
      </div>
      <div className={styles.side}>{side}</div>
    </section>
  );
}

/** An amount with its sign, green coming in and orange going out ("-12.00" or -12 is out). */
export function SignedAmount({ value }: { value: string | number }): React.JSX.Element {
  const out = typeof value === 'number' ? value < 0 : value.startsWith('-');
  return <span className={out ? styles.out : styles.in}>{out ? value : `+${value}`}</span>;
}

export const ledgerTimeColumn = {
  title: '时间',
  dataIndex: 'created_at',
  key: 'created_at',
  width: 170,
  render: (v: number) => chinaDateTime(v),
};

interface LedgerTableProps<Row> {
  title: string;
  /** The filters above the rows. */
  filters: ReactNode;
  filtersTestId?: string;
  testId: string;
  columns: TableProps<Row>['columns'];
  rows: Row[] | undefined;
  total: number | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  failed: boolean;
  /** What the rows are called in the empty and failed texts, e.g. 余额明细. */
  noun: string;
  onPage: (page: number) => void;
}

export function LedgerTable<Row extends { id: number }>({
  title,
  filters,
  filtersTestId,
  testId,
  columns,
  rows,
  total,
  page,
  pageSize,
  loading,
  failed,
  noun,
  onPage,
}: LedgerTableProps<Row>): React.JSX.Element {
  return (
    <>
      <h2 className={styles.subtitle}>{title}</h2>
      <div className={styles.filters} data-testid={filtersTestId}>
        {filters}
      </div>
      <div data-testid={testId}>
        <FitTable<Row>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows ?? []}
          loading={loading}
          locale={{ emptyText: failed ? `${noun}加载失败，请稍后重试` : `暂无${noun}` }}
          pagination={{
            current: page,
            pageSize,
            total: total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (n) => `共 ${n} 条`,
            onChange: onPage,
          }}
        />
      </div>
    </>
  );
}
