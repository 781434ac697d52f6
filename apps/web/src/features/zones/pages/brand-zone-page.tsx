/** /ppzq/:page?: the brand wall (GET /api/focus/ppzq), paged by the :page segment. */
import { useNavigate, useParams } from 'react-router';
import { useBrandPage } from '@/api/content/get-brands';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/goods/pagination';
import { Spinner } from '@/components/spinner';
import { BrandWall } from '../components/brand-wall';
import { ZoneHero } from '../components/zone-hero';
import { pageParam } from '../utils/page-param';

export default function BrandZonePage(): React.JSX.Element {
  const params = useParams();
  const navigate = useNavigate();
  const page = pageParam(params.page);
  const brands = useBrandPage(page);

  let body: React.ReactNode;
  if (brands.isPending) body = <Spinner block />;
  else if (brands.isError)
    body = (
      <EmptyState title="品牌加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void brands.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  else if (brands.data.list.length === 0)
    body = <EmptyState testId="zone-empty" title="暂无品牌" description="品牌专区正在筹备中" />;
  else
    body = (
      <>
        <BrandWall brands={brands.data.list} />
        <Pagination
          page={brands.data.page}
          pageSize={brands.data.page_size}
          total={brands.data.total}
          onChange={(next) => {
            void navigate(next > 1 ? `/ppzq/${next}` : '/ppzq');
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );

  return (
    <div data-testid="brand-zone">
      <ZoneHero title="品牌专区" subtitle="知名药企 · 品牌直供 · 正品保障" tone="green" />
      {body}
    </div>
  );
}
