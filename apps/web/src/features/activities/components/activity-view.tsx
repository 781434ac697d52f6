/** One activity: its title, window in China time and rules, and its goods with 加入购物车. */
import { formatChinaTime } from '@mall/shared/china-time';
import type { GoodsActivity } from '@mall/shared/goods';
import { useEffect } from 'react';
import { tapActivity } from '@/api/activities/tap-activity';
import { ZoneGoodsSection } from '@/features/zones/components/zone-goods-section';
import { ZoneGoodsTable } from '@/features/zones/components/zone-goods-table';
import { ZoneHero } from '@/features/zones/components/zone-hero';

export function activityWindowText(activity: GoodsActivity): string {
  const from = activity.starts_at === null ? '即日起' : formatChinaTime(activity.starts_at);
  const to = activity.ends_at === null ? '长期有效' : formatChinaTime(activity.ends_at);
  return `活动时间：${from} 至 ${to}`;
}

export function ActivityView({ activity }: { activity: GoodsActivity }): React.JSX.Element {
  // Opening an activity is a tap on its entry; a failed record is not the buyer's concern.
  useEffect(() => {
    void tapActivity(activity.id).catch(() => undefined);
  }, [activity.id]);

  return (
    <div data-testid="activity-view">
      <ZoneHero
        title={activity.title}
        subtitle={
          <>
            <span data-testid="activity-window">{activityWindowText(activity)}</span>
            {activity.description ? <span> · {activity.description}</span> : null}
          </>
        }
        tone="red"
      />
      <ZoneGoodsSection
        filters={{ activity_id: activity.id }}
        emptyTitle="该活动暂无指定商品"
        testId="activity-goods"
      >
        {(goods) => <ZoneGoodsTable goods={goods} columns={[]} testId="zone-goods" />}
      </ZoneGoodsSection>
    </div>
  );
}
