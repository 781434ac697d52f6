/**
 * /user (user_hyzx): the member centre. The greeting and account manager come from the base call;
 * licence status, order counts, points, favourites and recent purchases from GET /api/user/center.
 */
import { Button } from 'antd';
import { Link } from 'react-router';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useMemberCentre } from '../api/get-center';
import { DrawRecords } from '../components/draw-records';
import { LicenceCard } from '../components/licence-card';
import { ManagerCard } from '../components/manager-card';
import { OrderCounts } from '../components/order-counts';
import { RecentPurchases } from '../components/recent-purchases';
import { WalletSummary } from '../components/wallet-summary';
import styles from './member-centre-page.module.css';

export default function MemberCentrePage(): React.JSX.Element {
  const base = useUserBase();
  const member = useMember();
  const center = useMemberCentre();

  if (base.isPending) return <Spinner block />;
  // A guest's 10001 from the centre call is already taking the browser to the login page.
  if (!member) return <Spinner block label="请先登录…" />;
  if (center.isPending) return <Spinner block />;
  if (center.isError) {
    return (
      <EmptyState title="会员中心加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void center.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  }

  const data = center.data;
  return (
    <section className={styles.page} data-testid="member-centre">
      <header className={styles.greeting}>
        <div>
          <h1 className={styles.company}>{data.company.name}</h1>
          <p className={styles.meta}>
            {member.name}
            {data.company.customer_type ? ` · ${data.company.customer_type}` : ''}
            {data.company.rank ? ` · ${data.company.rank}` : ''}
            {member.is_passed ? null : (
              <span className={styles.pending}>资质审核中，审核通过后可查看价格并采购</span>
            )}
          </p>
        </div>
        <nav className={styles.links}>
          <Link to="/zhzx/basic">账户中心</Link>
          <Link to="/zhzx/addr">收货地址</Link>
          <Link to="/wdxx">我的消息</Link>
          <Link to="/zzfw/ksxd">快速下单</Link>
          <Link to="/zzfw/cgdr">采购单导入</Link>
        </nav>
      </header>
      <div className={styles.grid}>
        <ManagerCard admin={data.admin} />
        <LicenceCard licences={data.licences} />
        <WalletSummary
          balance={data.wallet.balance}
          coupons={data.wallet.coupons}
          points={data.wallet.points}
          favorites={data.favorite_count}
          unread={data.message_count}
        />
        <OrderCounts counts={data.orders.counts} />
        <RecentPurchases items={data.orders.recent_purchases} />
        <DrawRecords />
      </div>
    </section>
  );
}
