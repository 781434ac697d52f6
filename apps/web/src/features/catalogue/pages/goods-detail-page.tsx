import { GOODS_NOT_FOUND } from '@mall/shared/goods';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useInspectionReports } from '@/api/catalogue/get-inspection-reports';
import { isApiError } from '@/api/client';
import { useMember } from '@/api/user/get-user-base';
import { EmptyState } from '@/components/empty-state';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { Spinner } from '@/components/spinner';
import { buildQuery, paths } from '@/config/paths';
import { GoodsAvailability } from '@/features/subscriptions/components/goods-availability';
import { useGoodsDetail } from '../api/get-goods-detail';
import { Breadcrumb } from '../components/breadcrumb';
import { BuyBox } from '../components/buy-box';
import { CombinationPackages } from '../components/combination-packages';
import { GoodsGallery } from '../components/goods-gallery';
import { InspectionReports } from '../components/inspection-reports';
import { SpecTable } from '../components/spec-table';
import { parseDetailQuery, routeId } from '../utils/detail-query';
import styles from './goods-detail-page.module.css';

/** /list/info/:id and /list/info-pt/:id with the link's query fields (SPEC §2). */
export default function GoodsDetailPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = routeId(params.id);
  const query = parseDetailQuery(location.search);
  const detail = useGoodsDetail(id, query);
  const goods = detail.data;
  const member = useMember();
  const reports = useInspectionReports(
    goods?.id ?? 0,
    goods?.batch_number,
    member !== null && goods !== undefined,
  );

  if (id === undefined || (detail.isError && !goods)) {
    const reason = isApiError(detail.error) && detail.error.msg ? detail.error.msg : GOODS_NOT_FOUND;
    return (
      <EmptyState
        title={id === undefined ? GOODS_NOT_FOUND : reason}
        description="去看看其他商品吧"
        testId="goods-not-found"
      >
        <Link to={paths.list()}>返回商品列表</Link>
      </EmptyState>
    );
  }
  if (!goods) return <Spinner block label="商品加载中…" />;

  // Another offer is another URL (shareable, and the server answers with its batch and reports).
  const selectOffer = (goodsPriceId: number) =>
    navigate(
      { pathname: location.pathname, search: buildQuery({ ...query, goods_price_id: goodsPriceId }) },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className={styles.page} data-testid="goods-detail">
      <Breadcrumb
        items={[
          ...goods.category_path.map((crumb) => ({
            label: crumb.name,
            to: paths.listOther(crumb.id, crumb.name),
          })),
          { label: goods.name },
        ]}
      />
      <div className={styles.top}>
        <GoodsGallery images={goods.goods_image} name={goods.name} />
        <BuyBox key={goods.goods_price_id} goods={goods} onSelectOffer={selectOffer} />
      </div>

      <GoodsAvailability goods={goods} sectionClass={styles.section} headingClass={styles.heading} />

      <CombinationPackages goodsId={goods.id} />

      <section className={styles.section} aria-labelledby="goods-spec">
        <h2 id="goods-spec" className={styles.heading}>
          商品规格
        </h2>
        <SpecTable goods={goods} />
        {goods.description ? <p className={styles.description}>{goods.description}</p> : null}
      </section>

      <section className={styles.section} aria-labelledby="goods-reports">
        <h2 id="goods-reports" className={styles.heading}>
          质检报告
        </h2>
        {member === null ? (
          <p className={styles.muted}>登录后可查看本批次质检报告</p>
        ) : (
          <InspectionReports reports={reports.data ?? goods.reports} batchNumber={goods.batch_number} />
        )}
      </section>

      {goods.related.length > 0 ? (
        <section className={styles.section} aria-labelledby="goods-related">
          <h2 id="goods-related" className={styles.heading}>
            相关商品
          </h2>
          <GoodsGrid goods={goods.related} columns={4} testId="related-goods" />
        </section>
      ) : null}
    </div>
  );
}
