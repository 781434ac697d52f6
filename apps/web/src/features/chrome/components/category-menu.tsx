import { MENU_CATEGORY_COUNT } from '@mall/shared/constants';
import type { FocusCommon, MenuCategory } from '@mall/shared/focus';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
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

/** The top-level category links of the open list, in order. */
const topLinks = (root: HTMLElement) => [...root.querySelectorAll<HTMLAnchorElement>('[data-menu-top]')];

/**
 * The category menu. Folded, it opens on hover, on a click of its title (a button) or on ArrowDown
 * there; never on mere focus, so tabbing through the header passes it by. In the list ArrowUp and
 * ArrowDown move between categories, ArrowRight opens a category's sub-categories (ArrowLeft or
 * Escape goes back), Escape folds the menu again; focus leaving it folds it too.
 */
export function CategoryMenu({ variant, open }: CategoryMenuProps) {
  const { data } = useFocusCommon();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [flyout, setFlyout] = useState<number | null>(null);
  const categories = (data?.[SOURCE[variant]] ?? []).slice(0, MENU_CATEGORY_COUNT);
  const href = (category: MenuCategory) =>
    paths.list(variant === 'yx' ? { category_id: category.id, yx: 1 } : { category_id: category.id });

  const fold = () => {
    setExpanded(false);
    setFlyout(null);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) fold();
  };

  const onTitleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setExpanded(true);
    const root = event.currentTarget.parentElement;
    // The list shows on the next paint; focus its first category then.
    requestAnimationFrame(() => root && topLinks(root)[0]?.focus());
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const root = event.currentTarget;
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('[data-menu-row]');
    const links = topLinks(root);
    const at = links.findIndex((link) => link.closest('[data-menu-row]') === row);
    const inFlyout = !target.hasAttribute('data-menu-top');
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (inFlyout || at < 0) return;
      event.preventDefault();
      const next = (at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length;
      setFlyout(null);
      links[next]?.focus();
    } else if (event.key === 'ArrowRight' && !inFlyout && row) {
      event.preventDefault();
      setFlyout(Number(row.dataset.menuRow));
      requestAnimationFrame(() => row.querySelector<HTMLAnchorElement>('[data-menu-sub]')?.focus());
    } else if ((event.key === 'ArrowLeft' || event.key === 'Escape') && inFlyout && at >= 0) {
      event.preventDefault();
      setFlyout(null);
      links[at]?.focus();
    } else if (event.key === 'Escape' && (!open || expanded)) {
      event.preventDefault();
      fold();
      root.parentElement?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };

  return (
    <nav
      className={cx(styles.menu, (open || expanded) && styles.open, expanded && styles.expanded)}
      data-testid="category-menu"
      aria-label="全部商品分类"
      onBlur={onBlur}
    >
      {open ? <h2 className={cx(styles.title, styles.wideTitle)}>全部商品分类</h2> : null}
      <button
        type="button"
        className={cx(styles.title, open && styles.phoneTitle)}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => (expanded ? fold() : setExpanded(true))}
        onKeyDown={onTitleKey}
      >
        全部商品分类
      </button>
      {categories.length > 0 ? (
        <ul className={styles.list} id={listId} onKeyDown={onListKey}>
          {categories.map((category) => (
            <li
              key={category.id}
              className={cx(styles.row, flyout === category.id && styles.rowOpen)}
              data-menu-row={category.id}
            >
              <Link
                to={href(category)}
                className={styles.top}
                data-menu-top=""
                aria-haspopup={category.children.length > 0 ? 'true' : undefined}
                aria-expanded={category.children.length > 0 ? flyout === category.id : undefined}
                onClick={fold}
              >
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
                        <Link to={href(sub)} className={styles.subTitle} data-menu-sub="" onClick={fold}>
                          {sub.name}
                        </Link>
                      </dt>
                      <dd className={styles.leaves}>
                        {sub.children.map((leaf) => (
                          <Link key={leaf.id} to={href(leaf)} className={styles.leaf} onClick={fold}>
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
    </nav>
  );
}
