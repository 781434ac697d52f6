/**
 * /wdqb/yhq 我的优惠券: the store's coupons under 未使用 / 已使用 / 已过期, each tab with its count,
 * paged, kept in the URL (?status=&page=) so a reload lands on the same list; 领券中心 is a click away.
 */
import type { MemberCoupon } from '@mall/shared/order';
import { Button, Pagination, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { CouponTab } from '@/api/coupons/coupon-keys';
import { useCouponCounts } from '@/api/coupons/get-coupon-counts';
import { MY_COUPONS_PAGE_SIZE, useMyCoupons } from '@/api/coupons/get-my-coupons';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { WalletFrame } from '@/components/wallet-frame/wallet-frame';
import { positiveParam } from '@/lib/search-params';
import { serverNow } from '@/lib/server-clock';
import { CouponTicket } from '../components/coupon-ticket';
import { faceOf, heldValidity, thresholdText } from '../utils/coupon-text';
import styles from './my-coupons-page.module.css';

const TABS: { status: CouponTab; label: string; key: 'unused' | 'used' | 'expired'; stamp: string }[] = [
  { status: 0, label: '未使用', key: 'unused', stamp: '' },
  { status: 1, label: '已使用', key: 'used', stamp: '已使用' },
  { status: 2, label: '已过期', key: 'expired', stamp: '已过期' },
];

function tabOf(value: string | null): CouponTab {
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

function HeldCoupon({ coupon }: { coupon: MemberCoupon }): React.JSX.Element {
  const stamp = TABS.find((t) => t.status === coupon.status)?.stamp;
  const notYet = coupon.status === 0 && coupon.valid_from > serverNow();
  return (
    <CouponTicket
      testId="my-coupon"
      face={faceOf(coupon)}
      rule={thresholdText(coupon)}
      title={coupon.title}
      scope={coupon.scope}
      validity={heldValidity(coupon)}
      muted={coupon.status !== 0}
      action={
        coupon.status === 0 ? (
          <>
            {notYet ? <span className={styles.note}>未到使用时间</span> : null}
            <Link className={styles.use} to="/cart">
              去使用
            </Link>
          </>
        ) : (
          <span className={styles.stamp}>{stamp}</span>
        )
      }
    />
  );
}

export default function MyCouponsPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const status = tabOf(params.get('status'));
  const page = positiveParam(params.get('page')) ?? 1;
  const coupons = useMyCoupons(status, page);
  const counts = useCouponCounts();
  const go = (next: { status: CouponTab; page: number }) =>
    setParams({
      ...(next.status === 0 ? {} : { status: String(next.status) }),
      ...(next.page > 1 ? { page: String(next.page) } : {}),
    });
  const tab = TABS.find((t) => t.status === status) ?? TABS[0];

  let body: React.ReactNode;
  if (coupons.isPending) body = <Spinner block />;
  else if (coupons.isError)
    body = (
      <EmptyState title="优惠券加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void coupons.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  else if (coupons.data.total === 0)
    body = (
      <EmptyState
        testId="my-coupons-empty"
        title={`暂无${tab?.label ?? ''}的优惠券`}
        description={status === 0 ? '去领券中心领几张，下单立减' : undefined}
      >
        {status === 0 ? <Link to="/lqzx">去领券中心</Link> : null}
      </EmptyState>
    );
  else
    body = (
      <>
        <div
          className={`${styles.grid} ${coupons.isPlaceholderData ? styles.stale : ''}`}
          aria-busy={coupons.isPlaceholderData}
          data-testid="my-coupon-list"
        >
          {coupons.data.list.map((coupon) => (
            <HeldCoupon key={coupon.id} coupon={coupon} />
          ))}
        </div>
        <Pagination
          className={styles.pager}
          current={coupons.data.page}
          pageSize={coupons.data.page_size || MY_COUPONS_PAGE_SIZE}
          total={coupons.data.total}
          showSizeChanger={false}
          hideOnSinglePage
          showTotal={(total) => `共 ${total} 张`}
          onChange={(next) => go({ status, page: next })}
        />
      </>
    );

  return (
    <WalletFrame
      title="我的优惠券"
      testId="my-coupons-page"
      extra={
        <Link to="/lqzx" data-testid="to-coupon-centre">
          领券中心 &gt;
        </Link>
      }
    >
      <Tabs
        data-testid="coupon-tabs"
        activeKey={String(status)}
        onChange={(key) => go({ status: tabOf(key), page: 1 })}
        items={TABS.map((t) => ({
          key: String(t.status),
          label: (
            <span data-testid={`coupon-tab-${t.key}`}>
              {t.label}
              {counts.data ? <em className={styles.count}>{counts.data[t.key]}</em> : null}
            </span>
          ),
        }))}
      />
      {body}
    </WalletFrame>
  );
}
