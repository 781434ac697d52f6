/**
 * /wdqb/xjq 我的现金券: the store's cash vouchers by status (未使用 / 已使用 / 已过期, or all), paged;
 * an unused voucher past its date reads as expired. Vouchers come with recharges and activities and
 * are taken off an order at checkout.
 */
import { chinaDateTime } from '@mall/shared/china-time';
import type { CashVoucher } from '@mall/shared/order';
import { Pagination, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useVoucherPage, VOUCHER_PAGE_SIZE } from '@/api/wallet/get-cash-vouchers';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { WalletFrame } from '@/components/wallet-frame/wallet-frame';
import styles from './vouchers-page.module.css';

const TABS = [
  { key: '0', label: '未使用', status: 0 },
  { key: '1', label: '已使用', status: 1 },
  { key: '2', label: '已过期', status: 2 },
  { key: 'all', label: '全部', status: undefined },
] as const;

const STATUS_TEXT: Record<CashVoucher['status'], string> = { 0: '未使用', 1: '已使用', 2: '已过期' };

function VoucherCard({ voucher }: { voucher: CashVoucher }): React.JSX.Element {
  const threshold = Number(voucher.min_amount) > 0 ? `满${Number(voucher.min_amount)}元可用` : '无门槛';
  return (
    <li
      className={`${styles.card} ${voucher.status === 0 ? '' : styles.spent}`}
      data-testid="voucher-card"
      data-status={voucher.status}
    >
      <div className={styles.value}>
        <span className={styles.unit}>¥</span>
        <strong>{voucher.amount}</strong>
        <span className={styles.threshold}>{threshold}</span>
      </div>
      <div className={styles.info}>
        <h3 className={styles.title}>{voucher.title}</h3>
        <p className={styles.date}>有效期至 {chinaDateTime(voucher.valid_to)}</p>
        <span className={styles.status}>{STATUS_TEXT[voucher.status]}</span>
      </div>
    </li>
  );
}

export default function VouchersPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('status')) ?? TABS[0];
  const pageValue = Number(params.get('page'));
  const page = Number.isSafeInteger(pageValue) && pageValue > 1 ? pageValue : 1;
  const vouchers = useVoucherPage(tab.status, page);

  let body: React.ReactNode;
  if (vouchers.isPending) body = <Spinner block />;
  else if (vouchers.isError) body = <EmptyState title="现金券加载失败" description="请稍后重试" />;
  else if (vouchers.data.total === 0)
    body = (
      <EmptyState testId="vouchers-empty" title={`暂无${tab.label === '全部' ? '' : tab.label}现金券`}>
        <Link to="/wdqb/yegl">充值得现金券</Link>
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className={styles.list} data-testid="voucher-list">
          {vouchers.data.list.map((v) => (
            <VoucherCard key={v.id} voucher={v} />
          ))}
        </ul>
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={VOUCHER_PAGE_SIZE}
          total={vouchers.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={(next) => setParams({ status: tab.key, ...(next > 1 ? { page: String(next) } : {}) })}
        />
      </>
    );

  return (
    <WalletFrame title="我的现金券" testId="vouchers-page">
      <Tabs
        activeKey={tab.key}
        onChange={(key) => setParams(key === '0' ? {} : { status: key })}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      {body}
    </WalletFrame>
  );
}
