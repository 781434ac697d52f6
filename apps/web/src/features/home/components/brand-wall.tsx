import { Link } from 'react-router';
import { HOME_BRANDS, useHomeBrands } from '../api/get-brands';
import { useLazyBlock } from '../hooks/use-lazy-block';
import styles from './brand-wall.module.css';
import { SectionHead } from './section-head';

const SKELETON_KEYS = Array.from({ length: HOME_BRANDS }, (_, index) => `skeleton-${index}`);

/** 品牌专区: the first page of brands, each opening its brand page. */
export function BrandWall() {
  const [ref, active] = useLazyBlock<HTMLElement>();
  const { data, isPending } = useHomeBrands(active);
  const brands = data?.list ?? [];
  if (!isPending && brands.length === 0) return null;
  return (
    <section ref={ref} className={styles.section} aria-labelledby="home-brands" data-testid="home-brands">
      <SectionHead id="home-brands" title="品牌专区" more="/ppzq">
        <span>品牌厂家直供，正品保障</span>
      </SectionHead>
      <ul className={styles.wall} aria-busy={isPending}>
        {isPending
          ? SKELETON_KEYS.map((key) => <li key={key} className={styles.skeleton} />)
          : brands.map((brand) => (
              <li key={brand.id}>
                <Link to={`/ppzq/info/${brand.id}`} className={styles.card} title={brand.name}>
                  <span className={styles.logo}>
                    {brand.logo ? (
                      <img
                        src={brand.logo}
                        alt={brand.name}
                        width={150}
                        height={60}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      brand.name
                    )}
                  </span>
                  <span className={styles.name}>{brand.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
