import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** 首页 › … › the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav className={styles.crumbs} aria-label="当前位置" data-testid="breadcrumb">
      <Link to={paths.home}>首页</Link>
      {items.map((item) => (
        <span key={`${item.label}-${item.to ?? ''}`} className={styles.crumb}>
          <span className={styles.sep} aria-hidden="true">
            ›
          </span>
          {item.to ? (
            <Link to={item.to}>{item.label}</Link>
          ) : (
            <span className={styles.current}>{item.label}</span>
          )}
        </span>
      ))}
    </nav>
  );
}
