/** /zyyp: the herbal-pieces zone (中药饮片) with each goods' origin and grade. */
import { CategoryZone } from '../components/category-zone';
import type { ZoneColumn } from '../components/zone-goods-table';

const COLUMNS: readonly ZoneColumn[] = [
  { key: 'origin', title: '产地', render: (g) => g.origin || '—' },
  { key: 'grade', title: '等级', render: (g) => g.grade || '—' },
];

export default function HerbalZonePage(): React.JSX.Element {
  return (
    <CategoryZone
      rootName="中药饮片"
      title="中药饮片"
      subtitle="道地药材 · 产地直采 · 批批检验"
      tone="amber"
      columns={COLUMNS}
      testId="herbal-zone"
    />
  );
}
