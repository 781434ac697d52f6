/**
 * /wdqb/jfgl 积分管理: the store's points now, a link to the points mall, and the points ledger
 * (earned on completed orders, taken back on refunds, spent in the mall) filtered by direction,
 * paged. Filter and page live in the URL, so back and reload keep them.
 */

import { chinaDateTime } from '@mall/shared/china-time';
import type { PointsLogRow, PointsLogType } from '@mall/shared/points';
import { Radio, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { POINTS_LOG_PAGE_SIZE, type PointsLogQuery, usePointsLog } from '@/api/points/get-points-log';
import { WalletFrame } from '@/components/wallet-frame/wallet-frame';
import { paths } from '@/config/paths';
import styles from './points-log-page.module.css';

function queryOf(params: URLSearchParams): PointsLogQuery {
  const page = Number(params.get('page'));
  const type = params.get('type');
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
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
  {
    title: '时间',
    dataIndex: 'created_at',
    key: 'created_at',
    width: 170,
    render: (v: number) => chinaDateTime(v),
  },
  { title: '类型', dataIndex: 'kind_text', key: 'kind_text', width: 110 },
  {
    title: '积分',
    dataIndex: 'delta',
    key: 'delta',
    width: 110,
    align: 'right' as const,
    render: (v: number) => <span className={v < 0 ? styles.out : styles.in}>{v < 0 ? v : `+${v}`}</span>,
  },
  { title: '说明', dataIndex: 'reason', key: 'reason' },
];

export default function PointsLogPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const log = usePointsLog(query);

  return (
    <WalletFrame title="积分管理" testId="points-log-page">
      <section className={styles.summary}>
        <div>
          <span className={styles.label}>可用积分</span>
          <strong className={styles.total} data-testid="points-total">
            {log.data?.total_points ?? '--'}
          </strong>
        </div>
        <div className={styles.side}>
          <Link className={styles.mall} to={paths.jfsc} data-testid="points-mall-link">
            去积分商城兑换
          </Link>
          <span className={styles.note}>订单完成后按实付金额每满1元赠送1积分</span>
        </div>
      </section>

      <h2 className={styles.subtitle}>积分明细</h2>
      <div className={styles.filters}>
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
      </div>
      <div data-testid="points-log">
        <Table<PointsLogRow>
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          dataSource={log.data?.list ?? []}
          loading={log.isFetching}
          locale={{ emptyText: log.isError ? '积分明细加载失败，请稍后重试' : '暂无积分明细' }}
          pagination={{
            current: query.page,
            pageSize: POINTS_LOG_PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (page) => setParams(paramsOf({ ...query, page })),
          }}
        />
      </div>
    </WalletFrame>
  );
}
