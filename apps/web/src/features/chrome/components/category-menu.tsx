import { MENU_CATEGORY_COUNT } from '@mall/shared/constants';
import type { FocusCommon, MenuCategory } from '@mall/shared/focus';
import { Link } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import type { CategoryMenuVariant } from '@/app/route-meta';
import { paths } from '@/config/paths';
import { cx } from '../utils/cx';
import styles from './category-menu.module.css';

const SOURCE: Record<
  CategoryMenuVariant,
  keyof Pick<FocusCommon, 'category' | 'category_yx' | 'category_zy' | 'category_qx'>
> = {
  default: 'category',
  yx: 'category_yx',
  zy: 'category_zy',
  qx: 'category_qx',
};

interface CategoryMenuProps {
  variant: CategoryMenuVariant;
  /** Unfolded (home) or folded under its title until hovered. */
  open: boolean;
}

export function CategoryMenu({ variant, open }: CategoryMenuProps) {
  const { data } = useFocusCommon();
  const categories = (data?.[SOURCE[variant]] ?? []).slice(0, MENU_CATEGORY_COUNT);
  const href = (category: MenuCategory) =>
    paths.list(variant === 'yx' ? { category_id: category.id, yx: 1 } : { category_id: category.id });

  return (
    <div className={cx(styles.menu, open && styles.open)} data-testid="category-menu">
      <div className={styles.title} tabIndex={open ? -1 : 0}>
        全部商品分类
      </div>
      {categories.length > 0 ? (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.id} className={styles.row}>
              <Link to={href(category)} className={styles.top}>
                {category.logo ? (
                  <span className={styles.logo}>
                    <img
                      src={category.logo}
                      alt=""
                      width={20}
                      height={20}
                      loading="lazy"
                      className={styles.logoBase}
                    />
                    {category.logo1 ? (
                      <img
                        src={category.logo1}
                        alt=""
                        width={20}
                        height={20}
                        loading="lazy"
                        className={styles.logoHover}
                      />
                    ) : null}
                  </span>
                ) : null}
                <span className={styles.name}>{category.name}</span>
                <span className={styles.arrow} aria-hidden="true">
                  ›
                </span>
              </Link>
              {category.children.length > 0 ? (
                <div className={styles.flyout}>
                  {category.children.map((sub) => (
                    <dl key={sub.id} className={styles.group}>
                      <dt>
                        <Link to={href(sub)} className={styles.subTitle}>
                          {sub.name}
                        </Link>
                      </dt>
                      <dd className={styles.leaves}>
                        {sub.children.map((leaf) => (
                          <Link key={leaf.id} to={href(leaf)} className={styles.leaf}>
                            {leaf.name}
                          </Link>
                        ))}
                      </dd>
                    </dl>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
