/** /mrtj: 每日特价, the whole day's selection, with the time to the next day (China time) and 加入购物车. */

import { useDailyDeals } from '@/api/deals/get-daily-deals';
import { Countdown } from '@/components/countdown/countdown';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import { DealCard } from '../components/deal-card';
import cards from '../components/deal-card.module.css';
import styles from './deals-page.module.css';

export default function DailyDealsPage(): React.JSX.Element {
  const deals = useDailyDeals();
  const data = deals.data;
  return (
    <div className={styles.page}>
      <ZoneHero
        title="每日特价"
        tone="red"
        subtitle={data ? `${data.date} 特价精选，每日 0 点（北京时间）更新` : '特价精选，每日 0 点更新'}
      >
        {data && data.next_change > data.now ? (
          <span className={styles.countdown} data-testid="daily-deals-countdown">
            距下次更新
            <Countdown
              target={data.next_change}
              now={data.now}
              label="距下次更新"
              onFinish={() => void deals.refetch()}
            />
          </span>
        ) : null}
      </ZoneHero>
      {deals.isPending ? (
        <Spinner />
      ) : deals.isError ? (
        <EmptyState title="特价商品加载失败" description="请稍后刷新重试" />
      ) : data && data.goods.length > 0 ? (
        <ul className={cards.grid} aria-label="每日特价商品" data-testid="daily-deals">
          {data.goods.map((g) => (
            <DealCard key={g.goods_price_id} goods={g} />
          ))}
        </ul>
      ) : (
        <EmptyState title="今日暂无特价商品" description="明天再来看看吧" />
      )}
    </div>
  );
}
