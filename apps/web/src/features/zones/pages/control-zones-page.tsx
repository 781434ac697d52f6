/** /kxzq: the controlled-sales zones (GET /api/focus/kxzq) and the newest controlled goods. */
import { Link } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useControlZones } from '../api/get-control-zones';
import { ControlZoneCards } from '../components/control-zone-cards';
import { NewControlledGoods } from '../components/new-controlled-goods';
import { SectionTitle } from '../components/section-title';
import { ZoneHero } from '../components/zone-hero';

const NEW_ON_FRONT = 10;

function Zones() {
  const zones = useControlZones();
  if (zones.isPending) return <Spinner block />;
  if (zones.isError) {
    return (
      <EmptyState title="控销专区加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void zones.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  if (zones.data.length === 0) {
    return (
      <EmptyState testId="zone-empty" title="暂无可进入的控销专区" description="您所在地区暂无控销品种" />
    );
  }
  return <ControlZoneCards zones={zones.data} />;
}

export default function ControlZonesPage(): React.JSX.Element {
  return (
    <div data-testid="kxzq-page">
      <ZoneHero title="控销专区" subtitle="区域控销 · 品种独家 · 价格保护" tone="purple" />
      <SectionTitle title="控销专区" />
      <Zones />
      <SectionTitle title="控销新品">
        <Link to="/kxzq/new">查看全部 ›</Link>
      </SectionTitle>
      <NewControlledGoods limit={NEW_ON_FRONT} />
    </div>
  );
}
