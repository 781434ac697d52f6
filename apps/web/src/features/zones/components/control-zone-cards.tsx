import type { ControlZone } from '@mall/shared/zones';
import { Link } from 'react-router';
import styles from './control-zone-cards.module.css';

/** The page of one zone; its id rides along as the :ads segment for the zone's banner. */
export function controlZoneHref(zone: Pick<ControlZone, 'id' | 'url'>): string {
  return `/kxzq/goods/${encodeURIComponent(zone.url)}/${zone.id}`;
}

/** The controlled-sales zones as cards: banner, name, description and what this reader may see. */
export function ControlZoneCards({ zones }: { zones: readonly ControlZone[] }) {
  return (
    <ul className={styles.cards} data-testid="kxzq-zones">
      {zones.map((zone) => (
        <li key={zone.id}>
          <Link to={controlZoneHref(zone)} className={styles.card}>
            <span
              className={styles.banner}
              style={zone.banner ? { backgroundImage: `url("${zone.banner}")` } : undefined}
            />
            <span className={styles.body}>
              <span className={styles.name}>{zone.name}</span>
              {zone.description ? <span className={styles.description}>{zone.description}</span> : null}
              <span className={zone.is_visible ? styles.count : styles.tip}>
                {zone.is_visible ? `${zone.goods_count} 个可购商品` : zone.tip || '登录后查看'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
