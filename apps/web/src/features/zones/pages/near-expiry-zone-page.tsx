/** /jxqzc: near-expiry stock (近效期专场) with expiry date, months left and the near-expiry price. */
import { chinaToday } from '@mall/shared/china-time';
import { NearExpiryPrice } from '../components/near-expiry-price';
import { ZoneGoodsSection } from '../components/zone-goods-section';
import { type ZoneColumn, ZoneGoodsTable } from '../components/zone-goods-table';
import { ZoneHero } from '../components/zone-hero';
import { remainingText } from '../utils/expiry';
import styles from './near-expiry-zone-page.module.css';

/** `today`: the store's business day, so months left match the server's near-expiry rule. */
function columns(today: string): ZoneColumn[] {
  return [
    { key: 'batch', title: '批号', render: (g) => g.batch_number || '—' },
    { key: 'expiry', title: '有效期至', render: (g) => g.expiry_date || '—' },
    {
      key: 'left',
      title: '剩余效期',
      render: (g) => <span className={styles.left}>{remainingText(g.expiry_date, today) || '—'}</span>,
    },
  ];
}

export default function NearExpiryZonePage(): React.JSX.Element {
  const cols = columns(chinaToday());
  return (
    <div>
      <ZoneHero
        title="近效期专场"
        subtitle="效期不足 6 个月的正品好货，特价清仓，请按效期合理采购"
        tone="red"
      />
      <ZoneGoodsSection filters={{ is_jxq: 1 }} emptyTitle="暂无近效期商品" testId="near-expiry-zone">
        {(goods) => (
          <ZoneGoodsTable
            goods={goods}
            columns={cols}
            price={(g) => <NearExpiryPrice goods={g} />}
            testId="zone-goods"
          />
        )}
      </ZoneGoodsSection>
    </div>
  );
}
