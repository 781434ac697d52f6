import { chinaDateTime } from '@mall/shared/china-time';
import { Link, useLocation } from 'react-router';
import { useCashback } from '@/api/cashback/get-cashback';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import styles from './cashback-page.module.css';

const SHOP_HREF = '/list';

export default function CashbackPage(): React.JSX.Element {
  const location = useLocation();
  const query = useCashback();

  if (query.isPending) return <Spinner block />;
  if (query.isError)
    return (
      <EmptyState title="满额返活动加载失败" description="请稍后重试">
        <button type="button" className={styles.primary} onClick={() => void query.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );

  const { campaign, mine } = query.data;
  return (
    <div className={styles.page} data-testid="cashback-page">
      <header className={styles.hero}>
        <div>
          <h1 className={styles.title} data-testid="cashback-title">
            {campaign?.title ?? '满额返'}
          </h1>
          <p className={styles.subtitle}>订单实付满额，完成后返现至账户余额</p>
          {campaign ? (
            <p className={styles.window} data-testid="cashback-window">
              活动时间：{chinaDateTime(campaign.starts_at)} 至 {chinaDateTime(campaign.ends_at)}（北京时间）
            </p>
          ) : null}
        </div>
        <Link className={styles.shop} to={SHOP_HREF} data-testid="cashback-shop">
          去选购
        </Link>
      </header>

      <section className={styles.mine} aria-label="我的满额返">
        {mine ? (
          <p>
            已获得满额返 <b data-testid="cashback-mine">¥{mine.total}</b>（{mine.orders} 笔订单），
            <Link to="/wdqb/yegl">查看余额明细 &gt;</Link>
          </p>
        ) : (
          <p>
            <Link to={paths.login(location.pathname)} data-testid="cashback-login">
              登录
            </Link>{' '}
            后查看您已获得的满额返
          </p>
        )}
      </section>

      {campaign ? (
        <>
          <section aria-label="返现档位">
            <h2 className={styles.heading}>返现档位</h2>
            <table className={styles.tiers} data-testid="cashback-tiers">
              <thead>
                <tr>
                  <th scope="col">档位</th>
                  <th scope="col">订单实付满</th>
                  <th scope="col">返现至余额</th>
                </tr>
              </thead>
              <tbody>
                {campaign.tiers.map((tier) => (
                  <tr key={tier.threshold}>
                    <td>{tier.text}</td>
                    <td>¥{tier.threshold}</td>
                    <td className={styles.cash}>¥{tier.cashback}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>
              {campaign.scope === 'all' ? '全场商品参与' : '指定商品参与'}
              ，按扣除满减、优惠券等优惠后的商品实付金额计算（不含运费），每笔订单只返达到的最高一档。
            </p>
          </section>
          {campaign.rules ? (
            <section aria-label="活动规则">
              <h2 className={styles.heading}>活动规则</h2>
              <p className={styles.rules} data-testid="cashback-rules">
                {campaign.rules}
              </p>
            </section>
          ) : null}
        </>
      ) : (
        <EmptyState
          testId="cashback-empty"
          title="暂无进行中的满额返活动"
          description="新活动开始后会在这里显示"
        />
      )}
    </div>
  );
}
