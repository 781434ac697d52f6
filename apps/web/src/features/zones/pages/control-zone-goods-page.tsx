/**
 * /kxzq/goods/:url/:ads?: one controlled-sales zone's goods (the list filtered by zone=<url>) under
 * its banner (GET /api/focus/kxzq_ad with the :ads ids, else the zone's own id). Every zone has a
 * banner, so the hero holds the banner's box until the zone and its banner are known.
 */
import { useParams } from 'react-router';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { Spinner } from '@/components/spinner';
import { useControlZones } from '../api/get-control-zones';
import { useZoneBanners } from '../api/get-zone-banners';
import { LoginToView } from '../components/login-to-view';
import { ZoneGoodsSection } from '../components/zone-goods-section';
import { ZoneHero } from '../components/zone-hero';
import { parseIdList } from '../utils/id-list';

export default function ControlZoneGoodsPage(): React.JSX.Element {
  const { url = '', ads } = useParams();
  const base = useUserBase();
  const member = useMember();
  const zones = useControlZones();
  const zone = zones.data?.find((z) => z.url === url);
  const askedIds = parseIdList(ads);
  const bannerIds = askedIds.length > 0 ? askedIds : zone ? [zone.id] : [];
  const banners = useZoneBanners(bannerIds);
  const banner = banners.data?.[0];
  const title = zone?.name ?? banner?.name ?? '控销商品';

  // The list call decides which goods this member may see; the zone list only names the page.
  let body: React.ReactNode;
  if (base.isPending) body = <Spinner block />;
  else if (!member) body = <LoginToView />;
  else
    body = (
      <ZoneGoodsSection filters={{ zone: url }} emptyTitle="该控销专区暂无您可购买的商品" testId="kxzq-goods">
        {(goods) => <GoodsGrid goods={goods} testId="zone-goods" />}
      </ZoneGoodsSection>
    );

  return (
    <div>
      <ZoneHero
        title={title}
        subtitle={zone?.description || '控销品种 · 仅对符合条件的会员开放'}
        image={banner?.image || zone?.banner || undefined}
        imagePending={zones.isPending || (bannerIds.length > 0 && banners.isPending)}
        tone="purple"
      />
      {body}
    </div>
  );
}
