/**
 * /wdqb/yegl 余额管理: the store's balance with 充值 (a tier or an amount of one's own, paid in the
 * gateway's cashier), the monthly in/out of the last twelve months, and the balance log filtered by
 * direction and China dates, paged. Filters and page live in the URL, so back and reload keep them.
 */

import type { MoneyLogRow } from '@mall/shared/recharge';
import { Button, Radio } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useWalletBalance } from '@/api/wallet/get-balance';
import { useMoneyConfig } from '@/api/wallet/get-money-config';
import { MONEY_LOG_PAGE_SIZE, type MoneyLogQuery, useMoneyLog } from '@/api/wallet/get-money-log';
import { useMoneyStat } from '@/api/wallet/get-money-stat';
import { LedgerSummary, LedgerTable, ledgerTimeColumn, SignedAmount } from '@/components/ledger/ledger';
import { Spinner } from '@/components/spinner';
import { WalletFrame } from '@/components/wallet-frame/wallet-frame';
import { DatePicker } from '@/lib/antd-date-picker';
import { pageOf } from '@/lib/search-params';
import { MoneyChart } from '../components/money-chart';
import { RechargeDialog } from '../components/recharge-dialog';
import styles from './balance-page.module.css';

const CHART_MONTHS = 12;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function queryOf(params: URLSearchParams): MoneyLogQuery {
  const type = params.get('use_type');
  const start = params.get('start_time') ?? '';
  const end = params.get('end_time') ?? '';
  return {
    page: pageOf(params),
    ...(type === '1' || type === '2' ? { use_type: Number(type) as 1 | 2 } : {}),
    ...(DATE.test(start) ? { start_time: start } : {}),
    ...(DATE.test(end) ? { end_time: end } : {}),
  };
}

function paramsOf(query: MoneyLogQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page > 1) out.page = String(query.page);
  if (query.use_type) out.use_type = String(query.use_type);
  if (query.start_time) out.start_time = query.start_time;
  if (query.end_time) out.end_time = query.end_time;
  return out;
}

const COLUMNS = [
  ledgerTimeColumn,
  { title: '类型', dataIndex: 'kind_text', key: 'kind_text', width: 120 },
  {
    title: '金额（元）',
    dataIndex: 'amount',
    key: 'amount',
    width: 130,
    align: 'right' as const,
    render: (v: string) => <SignedAmount value={v} />,
  },
  {
    title: '余额（元）',
    dataIndex: 'balance_after',
    key: 'balance_after',
    width: 130,
    align: 'right' as const,
  },
  { title: '备注', dataIndex: 'note', key: 'note' },
];

export default function BalancePage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const balance = useWalletBalance();
  const config = useMoneyConfig();
  const stat = useMoneyStat(CHART_MONTHS);
  const log = useMoneyLog(query);
  const [recharging, setRecharging] = useState(false);
  const change = (next: Partial<MoneyLogQuery>) => {
    const merged: MoneyLogQuery = { ...query, page: 1, ...next };
    for (const key of ['use_type', 'start_time', 'end_time'] as const)
      if (merged[key] === undefined || merged[key] === '') delete merged[key];
    setParams(paramsOf(merged));
  };
  const online = config.data?.online ?? false;

  return (
    <WalletFrame title="余额管理" testId="balance-page">
      <LedgerSummary
        label="账户余额（元）"
        figure={balance.data ?? '--'}
        figureTestId="balance-amount"
        side={
          <>
            <Button
              type="primary"
              size="large"
              data-testid="recharge-open-dialog"
              disabled={!config.data || !online}
              onClick={() => setRecharging(true)}
            >
              充值
            </Button>
            {config.data && !online ? (
              <span className={styles.note} data-testid="recharge-unavailable">
                暂未开通在线支付，暂时无法充值
              </span>
            ) : null}
          </>
        }
      />
      {config.data ? (
        <RechargeDialog open={recharging} config={config.data} onClose={() => setRecharging(false)} />
      ) : null}

      {stat.data ? <MoneyChart months={stat.data} /> : <Spinner block />}

      <LedgerTable<MoneyLogRow>
        title="余额明细"
        filtersTestId="log-filters"
        testId="money-log"
        noun="余额明细"
        columns={COLUMNS}
        rows={log.data?.list}
        total={log.data?.total}
        page={query.page}
        pageSize={MONEY_LOG_PAGE_SIZE}
        loading={log.isFetching}
        failed={log.isError}
        onPage={(page) => setParams(paramsOf({ ...query, page }))}
        filters={
          <>
            <Radio.Group
              optionType="button"
              value={query.use_type ?? 0}
              onChange={(event) => {
                const value = event.target.value as 0 | 1 | 2;
                change({ use_type: value === 0 ? undefined : value });
              }}
              options={[
                { label: '全部', value: 0 },
                { label: '收入', value: 1 },
                { label: '支出', value: 2 },
              ]}
            />
            <DatePicker.RangePicker
              data-testid="log-dates"
              value={[
                query.start_time ? dayjs(query.start_time) : null,
                query.end_time ? dayjs(query.end_time) : null,
              ]}
              allowEmpty={[true, true]}
              onChange={(_dates, [start, end]) =>
                change({ start_time: start || undefined, end_time: end || undefined })
              }
            />
          </>
        }
      />
    </WalletFrame>
  );
}
