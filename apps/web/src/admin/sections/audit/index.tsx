import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'audit',
  label: '操作日志',
  permission: 'audit',
  order: 900,
  routes: [{ path: '', component: lazy(() => import('./audit-page')) }],
};
export default section;
