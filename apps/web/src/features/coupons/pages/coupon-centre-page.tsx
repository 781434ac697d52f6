/**
 * /lqzx 领券中心: the campaigns on show as tickets with how much of the stock is gone and a button
 * per campaign: 立即领取 (a guest is sent to log in and back), 再领一张 while the store may take
 * more, 已领取 once it holds its limit, 已抢光 when the stock is gone, 即将开始 before the window.
 */

import { chinaDate, chinaDateTime } from '@mall/shared/china-time';
import type { CouponCampaign } from '@mall/shared/coupon';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CENTRE_PAGE_SIZE, useCouponCentre } from '@/api/coupons/get-coupon-centre';
import { useReceiveCoupon } from '@/api/coupons/receive-coupon';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/goods/pagination';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { pageOf, pageQuery } from '@/lib/search-params';
import { CouponTicket } from '../components/coupon-ticket';
import { campaignValidity, claimedPercent, faceOf, thresholdText } from '../utils/coupon-text';
import styles from './coupon-centre-page.module.css';

interface ActionProps {
  campaign: CouponCampaign;
  signedIn: boolean;
  loginTo: string;
  busy: boolean;
  onReceive: (id: number) => void;
}

function CampaignAction({ campaign: c, signedIn, loginTo, busy, onReceive }: ActionProps): React.JSX.Element {
  if (c.state === 'upcoming')
    return (
      <>
        <span className={styles.disabled}>即将开始</span>
        <span className={styles.note}>{chinaDateTime(c.starts_at)} 开抢</span>
      </>
    );
  if (signedIn && c.claimed >= c.per_member_limit)
    return (
      <>
        <span className={styles.stamp} data-testid="campaign-claimed">
          已领取
        </span>
        <Link className={styles.secondary} to="/wdqb/yhq">
          查看我的券
        </Link>
      </>
    );
  if (c.state === 'sold_out' || c.state === 'ended')
    return (
      <span className={styles.stamp} data-testid="campaign-sold-out">
        {c.state === 'ended' ? '已结束' : '已抢光'}
      </span>
    );
  if (!signedIn)
    return (
      <Link className={styles.primary} to={loginTo} data-testid="campaign-login">
        立即领取
      </Link>
    );
  return (
    <>
      <button
        type="button"
        className={styles.primary}
        disabled={busy || !c.claimable}
        onClick={() => onReceive(c.id)}
        data-testid="campaign-receive"
      >
        {c.claimed > 0 ? '再领一张' : '立即领取'}
      </button>
      {c.claimed > 0 ? <span className={styles.note}>已领{c.claimed}张</span> : null}
    </>
  );
}

export default function CouponCentrePage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const location = useLocation();
  const base = useUserBase();
  const member = useMember();
  const centre = useCouponCentre(page);
  const receive = useReceiveCoupon();
  const loginTo = paths.login(location.pathname + location.search);

  let body: React.ReactNode;
  if (centre.isPending || base.isPending) body = <Spinner block />;
  else if (centre.isError)
    body = (
      <EmptyState title="领券中心加载失败" description="请稍后重试">
        <button type="button" className={styles.primary} onClick={() => void centre.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  else if (centre.data.total === 0)
    body = (
      <EmptyState
        testId="coupon-centre-empty"
        title="暂无可领取的优惠券"
        description="新券上架后会在这里显示"
      />
    );
  else {
    const data = centre.data;
    body = (
      <>
        <div className={styles.grid} data-testid="coupon-centre-list">
          {data.list.map((c) => {
            const percent = claimedPercent(c);
            return (
              <CouponTicket
                key={c.id}
                testId={`campaign-${c.id}`}
                face={faceOf(c)}
                rule={thresholdText(c)}
                title={c.title}
                scope={c.scope}
                validity={campaignValidity(c)}
                muted={c.state === 'sold_out' || c.state === 'ended'}
                action={
                  <CampaignAction
                    campaign={c}
                    signedIn={member !== null}
                    loginTo={loginTo}
                    busy={receive.isPending && receive.variables === c.id}
                    onReceive={(id) => receive.mutate(id)}
                  />
                }
              >
                <p className={styles.limit}>
                  每店限领{c.per_member_limit}张 · {chinaDate(c.starts_at)} 至 {chinaDate(c.ends_at)} 可领
                </p>
                <div
                  className={styles.stock}
                  role="progressbar"
                  aria-label="已抢比例"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                >
                  <span className={styles.bar}>
                    <span className={styles.fill} style={{ width: `${percent}%` }} />
                  </span>
                  <span className={styles.stockText} data-testid="campaign-stock">
                    已抢{percent}% · 剩余{c.remaining}张
                  </span>
                </div>
              </CouponTicket>
            );
          })}
        </div>
        <Pagination
          page={page}
          pageSize={data.page_size || CENTRE_PAGE_SIZE}
          total={data.total}
          unit="张优惠券"
          onChange={(next) => setParams(pageQuery(next))}
        />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="coupon-centre-page">
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>领券中心</h1>
          <p className={styles.subtitle}>好券天天领，下单立减更划算</p>
        </div>
        {member ? (
          <Link className={styles.heroLink} to="/wdqb/yhq">
            我的优惠券 &gt;
          </Link>
        ) : null}
      </header>
      {body}
    </div>
  );
}
