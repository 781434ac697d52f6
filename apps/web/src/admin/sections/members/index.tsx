import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'members',
  label: '会员审核',
  permission: 'members',
  order: 100,
  routes: [
    { path: '', label: '审核队列', component: lazy(() => import('./review-page')) },
    { path: 'expiring', label: '资质到期', component: lazy(() => import('./expiring-page')) },
  ],
};
export default section;
