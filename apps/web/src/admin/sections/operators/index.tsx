import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'operators',
  label: '操作员',
  permission: 'operators',
  order: 910,
  routes: [{ path: '', component: lazy(() => import('./operators-page')) }],
};
export default section;
