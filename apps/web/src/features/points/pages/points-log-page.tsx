/**
 * /wdqb/jfgl 积分管理: the store's points now, a link to the points mall, and the points ledger
 * (earned on completed orders, taken back on refunds, spent in the mall) filtered by direction,
 * paged. Filter and page live in the URL, so back and reload keep them.
 */

import type { PointsLogRow, PointsLogType } from '@mall/shared/points';
import { Radio } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { POINTS_LOG_PAGE_SIZE, type PointsLogQuery, usePointsLog } from '@/api/points/get-points-log';
import { LedgerSummary, LedgerTable, ledgerTimeColumn, SignedAmount } from '@/components/ledger/ledger';
import { WalletFrame } from '@/components/wallet-frame/wallet-frame';
import { paths } from '@/config/paths';
import { pageOf } from '@/lib/search-params';
import styles from './points-log-page.module.css';

function queryOf(params: URLSearchParams): PointsLogQuery {
  const type = params.get('type');
  return {
    page: pageOf(params),
    ...(type === 'earned' || type === 'spent' ? { type } : {}),
  };
}

function paramsOf(query: PointsLogQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page > 1) out.page = String(query.page);
  if (query.type) out.type = query.type;
  return out;
}

const COLUMNS = [
  ledgerTimeColumn,
  { title: '类型', dataIndex: 'kind_text', key: 'kind_text', width: 110 },
  {
    title: '积分',
    dataIndex: 'delta',
    key: 'delta',
    width: 110,
    align: 'right' as const,
    render: (v: number) => <SignedAmount value={v} />,
  },
  { title: '说明', dataIndex: 'reason', key: 'reason' },
];

export default function PointsLogPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const log = usePointsLog(query);

  return (
    <WalletFrame title="积分管理" testId="points-log-page">
      <LedgerSummary
        label="可用积分"
        figure={log.data?.total_points ?? '--'}
        figureTestId="points-total"
        side={
          <>
            <Link className={styles.mall} to={paths.jfsc} data-testid="points-mall-link">
              去积分商城兑换
            </Link>
            <span className={styles.note}>订单完成后按实付金额每满1元赠送1积分</span>
          </>
        }
      />
      <LedgerTable<PointsLogRow>
        title="积分明细"
        testId="points-log"
        noun="积分明细"
        columns={COLUMNS}
        rows={log.data?.list}
        total={log.data?.total}
        page={query.page}
        pageSize={POINTS_LOG_PAGE_SIZE}
        loading={log.isFetching}
        failed={log.isError}
        onPage={(page) => setParams(paramsOf({ ...query, page }))}
        filters={
          <Radio.Group
            optionType="button"
            value={query.type ?? 'all'}
            data-testid="points-filter"
            onChange={(event) => {
              const value = event.target.value as PointsLogType | 'all';
              setParams(paramsOf({ page: 1, ...(value === 'all' ? {} : { type: value }) }));
            }}
            options={[
              { label: '全部', value: 'all' },
              { label: '获得', value: 'earned' },
              { label: '支出', value: 'spent' },
            ]}
          />
        }
      />
    </WalletFrame>
  );
}
