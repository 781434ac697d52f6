import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'orders',
  label: '订单',
  permission: 'orders',
  order: 300,
  routes: [
    { path: '', label: '订单列表', component: lazy(() => import('./orders-page')) },
    { path: 'after-sales', label: '售后审核', component: lazy(() => import('./after-sales-page')) },
    { path: 'invoices', label: '发票', component: lazy(() => import('./invoices-page')) },
  ],
};
export default section;
