import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'orders',
  label: '订单',
  permission: 'orders',
  order: 300,
  routes: [
    { path: '', label: '订单列表', component: lazy(() => import('./orders-page')) },
    {
      path: 'after-sales',
      label: '售后审核',
      permission: 'after_sales',
      component: lazy(() => import('./after-sales-page')),
    },
    {
      path: 'invoices',
      label: '发票',
      permission: 'finance',
      component: lazy(() => import('./invoices-page')),
    },
  ],
};
export default section;
