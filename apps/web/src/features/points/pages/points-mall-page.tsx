/**
 * /jfsc 积分商城: the items on sale with their points price and stock, paged (page in the URL).
 * Everyone sees the mall; a member sees the store's points and redeems with 兑换 (a dialog for
 * quantity and address), a guest is sent to log in and comes back here.
 */

import type { PointsGoodsRead } from '@mall/shared/points';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { POINTS_GOODS_PAGE_SIZE, usePointsGoods } from '@/api/points/get-points-goods';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/goods/pagination';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { pageOf, pageQuery } from '@/lib/search-params';
import { RedeemDialog } from '../components/redeem-dialog';
import styles from './points-mall-page.module.css';

export default function PointsMallPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const location = useLocation();
  const base = useUserBase();
  const member = useMember();
  const goods = usePointsGoods(page);
  const [redeeming, setRedeeming] = useState<PointsGoodsRead | null>(null);
  const loginTo = paths.login(location.pathname + location.search);

  let body: React.ReactNode;
  if (goods.isPending || base.isPending) body = <Spinner block />;
  else if (goods.isError)
    body = (
      <EmptyState title="积分商城加载失败" description="请稍后重试">
        <button type="button" className={styles.primary} onClick={() => void goods.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  else if (goods.data.total === 0)
    body = (
      <EmptyState
        testId="points-mall-empty"
        title="暂无可兑换的礼品"
        description="新礼品上架后会在这里显示"
      />
    );
  else {
    const data = goods.data;
    body = (
      <>
        <ul className={styles.grid} data-testid="points-goods-list">
          {data.list.map((g) => (
            <li key={g.id} className={styles.card} data-testid={`points-goods-${g.id}`}>
              <img
                className={styles.image}
                src={g.image}
                alt={g.name}
                loading="lazy"
                width={200}
                height={200}
              />
              <h2 className={styles.name}>{g.name}</h2>
              <p className={styles.description}>{g.description}</p>
              <p className={styles.price}>
                <strong data-testid="points-goods-points">{g.points}</strong> 积分
              </p>
              <p className={styles.meta}>
                <span data-testid="points-goods-stock">库存 {g.stock}</span>
                {g.per_member_limit > 0 ? <span>每店限兑 {g.per_member_limit} 件</span> : null}
              </p>
              {g.stock < 1 ? (
                <span className={styles.disabled}>已兑完</span>
              ) : member ? (
                <button
                  type="button"
                  className={styles.primary}
                  data-testid="points-goods-redeem"
                  onClick={() => setRedeeming(g)}
                >
                  兑换
                </button>
              ) : (
                <Link className={styles.primary} to={loginTo} data-testid="points-goods-login">
                  登录后兑换
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={data.page_size || POINTS_GOODS_PAGE_SIZE}
          total={data.total}
          unit="件礼品"
          onChange={(next) => setParams(pageQuery(next))}
        />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="points-mall-page">
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title}>积分商城</h1>
          <p className={styles.subtitle}>订单完成即送积分，积分兑换好礼</p>
        </div>
        {member ? (
          <div className={styles.mine}>
            <span>
              我的积分 <strong data-testid="points-mall-total">{member.points}</strong>
            </span>
            <Link className={styles.heroLink} to="/wdqb/jfgl">
              积分明细 &gt;
            </Link>
            <Link className={styles.heroLink} to="/jfdd">
              积分订单 &gt;
            </Link>
          </div>
        ) : (
          <Link className={styles.heroLink} to={loginTo}>
            登录查看我的积分 &gt;
          </Link>
        )}
      </header>
      {body}
      {redeeming && member ? (
        <RedeemDialog goods={redeeming} points={member.points} onClose={() => setRedeeming(null)} />
      ) : null}
    </div>
  );
}
