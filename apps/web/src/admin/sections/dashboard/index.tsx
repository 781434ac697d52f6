import { lazy } from 'react';
import type { AdminSection } from '../../section';

/** The console's landing page: the first section every role may see. */
const section: AdminSection = {
  key: 'dashboard',
  label: '概览',
  permission: 'dashboard',
  order: 10,
  routes: [{ path: '', component: lazy(() => import('./dashboard-page')) }],
};
export default section;
