import type { BrandZone } from '@mall/shared/zones';
import { Link } from 'react-router';
import styles from './brand-wall.module.css';

export function brandHref(id: number, page?: number): string {
  return page && page > 1 ? `/ppzq/info/${id}/${page}` : `/ppzq/info/${id}`;
}

/** The brand zone's wall: logo, name and how many goods each brand has on sale. */
export function BrandWall({ brands }: { brands: readonly BrandZone[] }) {
  return (
    <ul className={styles.wall} data-testid="brand-wall">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={brandHref(brand.id)} className={styles.card} title={brand.name}>
            <span className={styles.logo}>
              {brand.logo ? <img src={brand.logo} alt={brand.name} loading="lazy" /> : brand.name}
            </span>
            <span className={styles.name}>{brand.name}</span>
            <span className={styles.count}>
              {brand.goods_count > 0 ? `${brand.goods_count} 个在售商品` : '查看品牌商品'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
