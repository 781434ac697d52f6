import { FLOOR_GOODS, HOME_FLOORS, type HomeFloor } from '@mall/shared/home';
import { Link } from 'react-router';
import { BannerImage } from '@/components/banner-link/banner-image';
import { GoodsCard, GoodsCardSkeleton } from '@/components/goods/goods-card';
import { paths } from '@/config/paths';
import { useFloorGoods, useFloors } from '../api/get-floors';
import { useLazyBlock } from '../hooks/use-lazy-block';
import styles from './category-floors.module.css';

const SKELETON_KEYS = Array.from({ length: FLOOR_GOODS }, (_, index) => `skeleton-${index}`);
const QUICK_LINKS = 8;
/** A floor's height with its gap: heading, two rows of cards, the rule above them. */
const FLOOR_BLOCK_HEIGHT = 44 + 12 + 2 * 366 + 10 + 20;

/** One floor: its banner and quick links at once, its goods when it scrolls near the viewport. */
function CategoryFloor({ floor, index }: { floor: HomeFloor; index: number }) {
  const [ref, active] = useLazyBlock<HTMLElement>();
  const goods = useFloorGoods(floor.id, active);
  const headingId = `home-floor-${floor.id}`;
  const list = goods.data ?? [];
  const loading = !active || goods.isPending;
  return (
    <section
      ref={ref}
      className={styles.floor}
      aria-labelledby={headingId}
      data-testid="home-floor"
      data-floor-id={floor.id}
      data-loaded={goods.isSuccess}
    >
      <div className={styles.head}>
        <span className={styles.number}>{index + 1}F</span>
        <h2 className={styles.title} id={headingId}>
          {floor.name}
        </h2>
        <Link to={paths.list({ category_id: floor.id })} className={styles.more}>
          更多 &gt;
        </Link>
      </div>
      <div className={styles.body}>
        <aside className={styles.side}>
          <div className={styles.banner}>
            {floor.banner ? (
              <BannerImage
                banner={floor.banner}
                width={240}
                height={520}
                fallbackAlt={floor.name}
                className={styles.bannerLink}
                imageClassName={styles.bannerImage}
              />
            ) : (
              <span className={styles.bannerName}>{floor.name}</span>
            )}
          </div>
          <ul className={styles.links}>
            {floor.children.slice(0, QUICK_LINKS).map((child) => (
              <li key={child.id}>
                <Link to={paths.list({ category_id: child.id })} title={child.name}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
        <div className={styles.grid} aria-busy={loading} data-testid="home-floor-goods">
          {loading
            ? SKELETON_KEYS.map((key) => <GoodsCardSkeleton key={key} />)
            : list.map((item) => <GoodsCard key={item.goods_price_id} goods={item} />)}
          {!loading && list.length === 0 ? <p className={styles.none}>该分类商品正在上架中</p> : null}
        </div>
      </div>
    </section>
  );
}

/** The category floors of /api/focus/demo, each loading its best sellers on approach. */
export function CategoryFloors() {
  const [ref, active] = useLazyBlock<HTMLDivElement>();
  const { data, isPending } = useFloors(active);
  if (!isPending && !data?.length) return null;
  return (
    <div
      ref={ref}
      className={styles.floors}
      data-testid="home-floors"
      // Until the layout arrives the floors' space is kept, so what follows does not jump.
      style={isPending ? { minHeight: HOME_FLOORS * FLOOR_BLOCK_HEIGHT } : undefined}
    >
      {(data ?? []).map((floor, index) => (
        <CategoryFloor key={floor.id} floor={floor} index={index} />
      ))}
    </div>
  );
}
