import { Link, useLocation } from 'react-router';
import styles from './view-switch.module.css';

export interface ListView {
  key: string;
  label: string;
  /** The view's pathname; the current query string is carried over. */
  pathname: string;
}

interface ViewSwitchProps {
  views: readonly ListView[];
  active: string;
  /** The query string to carry; defaults to the current one. */
  search?: string;
}

/**
 * Links between the grid, table and no-image views that keep every filter of the URL; each says in
 * its state which view the buyer picked, so a page that remembers the view can tell a pick.
 */
export function ViewSwitch({ views, active, search }: ViewSwitchProps) {
  const location = useLocation();
  const carried = search ?? location.search;
  return (
    <nav className={styles.switch} aria-label="显示方式" data-testid="view-switch">
      {views.map((view) => (
        <Link
          key={view.key}
          to={{ pathname: view.pathname, search: carried }}
          state={{ view: view.key }}
          className={view.key === active ? `${styles.view} ${styles.active}` : styles.view}
          aria-current={view.key === active ? 'page' : undefined}
          data-testid={`view-${view.key}`}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
