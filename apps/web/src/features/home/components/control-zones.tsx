import { Link } from 'react-router';
import { useControlZones } from '@/features/zones/api/get-control-zones';
import { controlZoneHref } from '@/features/zones/components/control-zone-cards';
import { useLazyBlock } from '../hooks/use-lazy-block';
import styles from './control-zones.module.css';
import { SectionHead } from './section-head';

/** Zones shown on the home page; the rest are a click away on /kxzq. */
const SHOWN = 4;
const SKELETON_KEYS = Array.from({ length: SHOWN }, (_, index) => `skeleton-${index}`);

/** 控销专区: the controlled-sales zones as this reader sees them; absent when there are none. */
export function ControlZones() {
  const [ref, active] = useLazyBlock<HTMLElement>();
  const { data, isPending } = useControlZones({ enabled: active });
  const zones = (data ?? []).slice(0, SHOWN);
  if (!isPending && zones.length === 0) return null;
  return (
    <section ref={ref} className={styles.section} aria-labelledby="home-kxzq" data-testid="home-kxzq">
      <SectionHead id="home-kxzq" title="控销专区" more="/kxzq">
        <span>区域控销品种，价格稳定，利润可观</span>
      </SectionHead>
      <ul className={styles.cards} aria-busy={isPending}>
        {isPending
          ? SKELETON_KEYS.map((key) => <li key={key} className={styles.skeleton} />)
          : zones.map((zone) => (
              <li key={zone.id}>
                <Link to={controlZoneHref(zone)} className={styles.card}>
                  <span className={styles.banner}>
                    {zone.banner ? (
                      <img
                        src={zone.banner}
                        alt=""
                        width={292}
                        height={120}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : null}
                  </span>
                  <span className={styles.name}>{zone.name}</span>
                  <span className={styles.description}>{zone.description || '\u00a0'}</span>
                  <span className={zone.is_visible ? styles.count : styles.tip}>
                    {zone.is_visible ? `${zone.goods_count} 个可购商品` : zone.tip || '登录后查看'}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
