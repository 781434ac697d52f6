/**
 * The free-shipping selection (优选包邮, yx=1) of /yx and /yx/table as an image grid or a dense
 * table; the switch keeps the sort and page. The rules are at /yx/rule.
 */
import type { GoodsRead } from '@mall/shared/goods';
import { Link } from 'react-router';
import { FavoriteStar } from '@/components/goods/favorite-star';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { GoodsTable } from '@/components/goods/goods-table';
import { type ListView, ViewSwitch } from '@/components/goods/view-switch';
import { useFavoriteIds } from '@/lib/favorites';
import { ZoneGoodsSection } from './zone-goods-section';
import { ZoneHero } from './zone-hero';

const VIEWS: readonly ListView[] = [
  { key: 'grid', label: '大图', pathname: '/yx' },
  { key: 'table', label: '列表', pathname: '/yx/table' },
];

/** The table view with one favourites call for the whole page. */
function YxTable({ goods }: { goods: readonly GoodsRead[] }) {
  const favorites = useFavoriteIds(goods.map((g) => g.id));
  return (
    <GoodsTable
      goods={goods}
      testId="zone-goods"
      actions={{
        title: '收藏',
        render: (g) => <FavoriteStar goodsId={g.id} isFavorite={favorites.isFavorite(g.id)} iconOnly />,
      }}
    />
  );
}

export function YxZone({ view }: { view: 'grid' | 'table' }) {
  return (
    <div>
      <ZoneHero title="优选包邮" subtitle="精选常用品种，单品满包邮数量即包邮" tone="green">
        <Link to="/yx/rule" data-testid="yx-rule-link">
          选品规则
        </Link>
      </ZoneHero>
      <ZoneGoodsSection
        filters={{ yx: 1 }}
        toolbar={<ViewSwitch views={VIEWS} active={view} />}
        emptyTitle="暂无优选包邮商品"
        testId="yx-zone"
      >
        {(goods) =>
          view === 'grid' ? <GoodsGrid goods={goods} testId="zone-goods" /> : <YxTable goods={goods} />
        }
      </ZoneGoodsSection>
    </div>
  );
}
