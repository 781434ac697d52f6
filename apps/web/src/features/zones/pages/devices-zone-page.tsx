/** /qxzq: the medical-devices zone (器械专区) with registration number and device class. */
import { CategoryZone } from '../components/category-zone';
import type { ZoneColumn } from '../components/zone-goods-table';

const COLUMNS: readonly ZoneColumn[] = [
  { key: 'approval', title: '注册证号', render: (g) => g.approval_number || '—' },
  { key: 'class', title: '器械分类', render: (g) => g.device_class || '—' },
];

export default function DevicesZonePage(): React.JSX.Element {
  return (
    <CategoryZone
      rootName="医疗器械"
      title="器械专区"
      subtitle="家用器械 · 医用耗材 · 注册证齐全"
      tone="blue"
      columns={COLUMNS}
      testId="devices-zone"
    />
  );
}
