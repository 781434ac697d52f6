import type { CategoryMenuVariant } from '@/app/route-meta';
import { CategoryMenu } from './category-menu';
import { MainNav } from './main-nav';
import styles from './nav-bar.module.css';

interface NavBarProps {
  categoryMenu: CategoryMenuVariant | false;
  categoryMenuOpen: boolean;
  navBar: boolean;
}

/** The row under the header: category menu on the left, main nav beside it. */
export function NavBar({ categoryMenu, categoryMenuOpen, navBar }: NavBarProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.inner}>
        {categoryMenu ? <CategoryMenu variant={categoryMenu} open={categoryMenuOpen} /> : null}
        {navBar ? <MainNav /> : null}
      </div>
    </div>
  );
}
