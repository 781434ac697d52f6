/**
 * /ptzq 拼团专区: the running and coming groups as cards — goods, group price against the ordinary
 * price (for those who may see prices), progress of paid units toward the target, the countdown
 * and 参团 to the group's page (docs/decisions/016-group-buy.md).
 */
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useGroupBuys } from '../api/group-buy';
import styles from '../components/group-buy.module.css';
import { GroupCard } from '../components/group-card';

export default function GroupBuyListPage(): React.JSX.Element {
  const query = useGroupBuys();
  if (query.isPending) return <Spinner block />;
  if (query.isError)
    return (
      <EmptyState title="拼团活动加载失败" description="请稍后重试">
        <button type="button" className={styles.join} onClick={() => void query.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  return (
    <div className={styles.page} data-testid="group-buy-page">
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>拼团专区</h1>
        <p>拼团价下单参团，截止时达到成团数量即发货；未成团自动取消，款项原路退回。</p>
      </header>
      {query.data.length === 0 ? (
        <EmptyState title="暂无拼团活动" description="新的拼团即将开启，敬请期待" />
      ) : (
        <ul className={styles.list} data-testid="group-list">
          {query.data.map((group) => (
            <GroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}
    </div>
  );
}
