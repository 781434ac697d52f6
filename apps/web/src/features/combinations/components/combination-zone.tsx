/**
 * /zhzq 组合购 and /zhmz 组合满赠: the combination packages on sale now (all, or those that come
 * with a gift), a page at a time, each with 加入购物车.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import { useCombinationZone, ZONE_PAGE_SIZE } from '../api/get-combination-zone';
import styles from './combination-zone.module.css';
import { PackageCard } from './package-card';

const TEXT = {
  all: { title: '组合购', subtitle: '常用药品搭配成套，套餐价更实惠', empty: '暂无组合套餐' },
  gift: { title: '组合满赠', subtitle: '购买指定组合套餐，每套附赠好礼', empty: '暂无组合满赠活动' },
} as const;

export function CombinationZone({ scene }: { scene: 'all' | 'gift' }) {
  const [page, setPage] = useState(1);
  const zone = useCombinationZone(scene, page);
  const text = TEXT[scene];
  const data = zone.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / ZONE_PAGE_SIZE)) : 1;
  return (
    <div className={styles.page} data-testid={`combination-zone-${scene}`}>
      <ZoneHero title={text.title} subtitle={text.subtitle} tone="red">
        {scene === 'all' ? (
          <Link to="/zhmz" className={styles.switch}>
            看看组合满赠 →
          </Link>
        ) : (
          <Link to={paths.zhzq} className={styles.switch}>
            全部组合购 →
          </Link>
        )}
      </ZoneHero>
      {zone.isPending ? (
        <Spinner block />
      ) : zone.isError || !data ? (
        <EmptyState title="组合套餐加载失败" description="请稍后重试">
          <button type="button" className={buttons.primary} onClick={() => void zone.refetch()}>
            重新加载
          </button>
        </EmptyState>
      ) : data.list.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <>
          <ul className={styles.list}>
            {data.list.map((pack) => (
              <PackageCard key={pack.id} pack={pack} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label="分页">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                上一页
              </button>
              <span>
                第 {page} / {pages} 页，共 {data.total} 套
              </span>
              <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                下一页
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
