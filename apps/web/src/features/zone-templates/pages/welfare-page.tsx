/**
 * /welfare 94折福利: the running activity named welfare, a 满折 from the first fen, so every unit of
 * its goods sells at its rate (9.4折). Each goods shows the welfare price computed by the cart's
 * engine (for readers who may see prices), the rules and 加入购物车; the cart charges the same.
 * Without a running welfare activity the page hands over to /loading/activity, which counts down to
 * a scheduled one or goes to /noActivity.
 */
import { WELFARE_RATE } from '@mall/shared/pricing/welfare';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRunningActivities } from '@/api/activities/get-running-activities';
import { tapActivity } from '@/api/activities/tap-activity';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ZoneGoodsSection } from '@/features/zones/components/zone-goods-section';
import { ZoneGoodsTable } from '@/features/zones/components/zone-goods-table';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import { ZoneRules } from '../components/template-view';
import { rateLabel, WelfarePrice } from '../components/welfare-price';
import { loadingActivityHref } from '../components/zone-links';
import { zoneWindowText } from '../components/zone-window';

const WELFARE_SLUG = 'welfare';

export default function WelfarePage(): React.JSX.Element {
  const navigate = useNavigate();
  const running = useRunningActivities();
  const welfare = running.data?.find((a) => a.slug === WELFARE_SLUG);
  const missing = running.isSuccess && !welfare;

  useEffect(() => {
    if (missing) void navigate(loadingActivityHref({ slug: WELFARE_SLUG }), { replace: true });
  }, [missing, navigate]);

  useEffect(() => {
    if (welfare) void tapActivity(welfare.id).catch(() => undefined);
  }, [welfare]);

  if (running.isError) {
    return (
      <EmptyState title="活动加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void running.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  if (!welfare) return <Spinner block label="活动加载中…" />;
  const rate = welfare.unit_rate ?? WELFARE_RATE;
  return (
    <div data-testid="welfare-zone">
      <ZoneHero
        title="94折福利"
        image={welfare.banner_image || undefined}
        subtitle={
          <>
            <span data-testid="welfare-rate">全场{rateLabel(rate)}</span> ·{' '}
            <span data-testid="zone-window">{zoneWindowText(welfare)}</span>
          </>
        }
        tone="red"
      />
      <ZoneRules text={welfare.description} />
      <ZoneGoodsSection
        filters={{ activity_id: welfare.id }}
        emptyTitle="福利商品已售罄"
        testId="welfare-goods"
      >
        {(goods) => (
          <ZoneGoodsTable
            goods={goods}
            columns={[]}
            price={(g) => <WelfarePrice goods={g} rate={rate} />}
            testId="zone-goods"
          />
        )}
      </ZoneGoodsSection>
    </div>
  );
}
