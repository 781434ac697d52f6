/**
 * /ppzq/info/:id/:page?: one brand (GET /api/focus/brand/{id}) and its goods (the list filtered by
 * brand_id), paged by the :page segment.
 */
import { useParams } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { Spinner } from '@/components/spinner';
import { useBrand } from '../api/get-brands';
import { brandHref } from '../components/brand-wall';
import { ZoneGoodsSection } from '../components/zone-goods-section';
import { ZoneHero } from '../components/zone-hero';
import { pageParam } from '../utils/page-param';
import styles from './brand-info-page.module.css';

export default function BrandInfoPage(): React.JSX.Element {
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const page = pageParam(params.page);
  const brand = useBrand(id);

  if (id === 0) return <EmptyState title="品牌不存在" description="请从品牌专区重新进入" />;
  if (brand.isPending) return <Spinner block />;
  if (brand.isError) {
    return (
      <EmptyState title="品牌加载失败" description={brand.error.message}>
        <button type="button" className={buttons.primary} onClick={() => void brand.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  const info = brand.data;
  return (
    <div data-testid="brand-info">
      <ZoneHero title={info.name} subtitle={info.description} image={info.banner || undefined} tone="green">
        {info.logo ? (
          <span className={styles.logo}>
            <img src={info.logo} alt={info.name} />
          </span>
        ) : null}
      </ZoneHero>
      <ZoneGoodsSection
        filters={{ brand_id: info.id }}
        pagePath={{ page, pathFor: (next) => brandHref(info.id, next) }}
        emptyTitle="该品牌暂无在售商品"
        testId="brand-goods"
      >
        {(goods) => <GoodsGrid goods={goods} testId="zone-goods" />}
      </ZoneGoodsSection>
    </div>
  );
}
