/**
 * A zone that is one root of the category tree (中药饮片, 医疗器械): its hero, tabs for its
 * sub-categories and its goods in a table with the zone's own columns.
 */
import type { MenuCategory } from '@mall/shared/focus';
import { Link, useSearchParams } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import styles from './category-zone.module.css';
import { ZoneGoodsSection } from './zone-goods-section';
import { type ZoneColumn, ZoneGoodsTable } from './zone-goods-table';
import { ZoneHero, type ZoneTone } from './zone-hero';

interface CategoryZoneProps {
  /** The root category's name, as the server names it for the menu variants. */
  rootName: string;
  title: string;
  subtitle: string;
  tone: ZoneTone;
  columns: readonly ZoneColumn[];
  testId: string;
}

function positiveInt(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function CategoryZone({ rootName, title, subtitle, tone, columns, testId }: CategoryZoneProps) {
  const common = useFocusCommon();
  const [params] = useSearchParams();
  const root: MenuCategory | undefined = common.data?.category.find((c) => c.name === rootName);
  const children = root?.children ?? [];
  const chosen = positiveInt(params.get('category_id'));
  const current = children.find((c) => c.id === chosen);

  let body: React.ReactNode;
  if (common.isPending) body = <Spinner block />;
  else if (!root) body = <EmptyState title="专区暂未开放" description="请稍后再来看看" />;
  else
    body = (
      <>
        <nav className={styles.tabs} aria-label="分类">
          <Link to={{ search: '' }} className={current ? styles.tab : `${styles.tab} ${styles.active}`}>
            全部
          </Link>
          {children.map((c) => (
            <Link
              key={c.id}
              to={{ search: `?category_id=${c.id}` }}
              className={c.id === current?.id ? `${styles.tab} ${styles.active}` : styles.tab}
            >
              {c.name}
            </Link>
          ))}
        </nav>
        <ZoneGoodsSection filters={{ category_id: current?.id ?? root.id }} testId={testId}>
          {(goods) => <ZoneGoodsTable goods={goods} columns={columns} testId="zone-goods" />}
        </ZoneGoodsSection>
      </>
    );

  return (
    <div className={styles.zone}>
      <ZoneHero title={title} subtitle={subtitle} tone={tone} />
      {body}
    </div>
  );
}
