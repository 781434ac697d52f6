/**
 * Where a buyer finds bulk buying and the Excel exports: the cart's 快速下单 · 采购单导入 · 导出Excel,
 * and the export links of an order and of the order list (the list's filters as on /order). A
 * download is a plain link: the session cookie goes with it, and the server answers with the file.
 */
import { Link } from 'react-router';
import type { OrderListQuery } from '@/api/orders/get-orders';
import { buildQuery } from '@/config/paths';
import styles from './bulk-links.module.css';

export const exportUrls = {
  cart: '/api/cart/export',
  order: (id: number) => `/api/order/${id}/export`,
  orders: (query: Omit<OrderListQuery, 'page'>) =>
    `/api/order/export${buildQuery({
      status: query.status,
      keywords: query.keywords,
      start_time: query.start,
      end_time: query.end,
    })}`,
};

export function ExportLink({ href, testId }: { href: string; testId: string }): React.JSX.Element {
  return (
    <a className={styles.export} href={href} download data-testid={testId}>
      导出Excel
    </a>
  );
}

export function CartBulkLinks(): React.JSX.Element {
  return (
    <nav className={styles.links} aria-label="批量采购">
      <Link to="/zzfw/ksxd" data-testid="cart-quick-order">
        快速下单
      </Link>
      <Link to="/zzfw/cgdr">采购单导入</Link>
      <ExportLink href={exportUrls.cart} testId="cart-export" />
    </nav>
  );
}
