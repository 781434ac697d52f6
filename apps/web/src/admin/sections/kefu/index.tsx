import { lazy } from 'react';
import type { AdminSection } from '../../section';

/** 客服工作台: the chat agents' desk (the store's old /kefu leads here). */
const section: AdminSection = {
  key: 'kefu',
  label: '客服工作台',
  permission: 'chat',
  order: 450,
  routes: [{ path: '', label: '在线会话', component: lazy(() => import('./desk-page')) }],
};
export default section;
