/**
 * 替代品: the same generic name and spec from other makers, in stock, that this reader may see and
 * buy; and 品种求购 with the goods name filled in, for when none will do.
 */
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubstitutes } from '../api/subscriptions';
import styles from './subscriptions.module.css';

interface SubstitutesBlockProps {
  goodsId: number;
  /** fewer, inline, for a cart line */
  compact?: boolean;
  testId?: string;
}

export function SubstitutesBlock({ goodsId, compact, testId = 'substitutes' }: SubstitutesBlockProps) {
  const substitutes = useSubstitutes(goodsId);
  if (!substitutes.data) return null;
  const { list, wanted_url } = substitutes.data;
  const shown = compact ? list.slice(0, 3) : list;
  return (
    <div className={compact ? styles.compact : styles.block} data-testid={testId}>
      {shown.length === 0 ? (
        <span className={styles.note}>暂无同通用名同规格的替代品。</span>
      ) : (
        <ul className={styles.list}>
          {shown.map((s) => (
            <li key={s.goods_price_id} className={styles.item}>
              <Link to={paths.goodsDetail(s.goods_id, s)} className={styles.name}>
                {s.name}
              </Link>
              <span className={styles.meta}>
                {s.spec} · {s.manufacturer}
              </span>
              <span className={styles.meta}>
                {s.price === null ? s.price_tip : `¥${s.price}`} · 库存{s.stock}
                {s.unit}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={wanted_url} className={styles.wanted} data-testid={`${testId}-wanted`}>
        没有合适的？去品种求购
      </Link>
    </div>
  );
}
