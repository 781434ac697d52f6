import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'content',
  label: '内容',
  permission: 'content',
  order: 500,
  routes: [
    { path: '', label: '广告位', component: lazy(() => import('./banners-page')) },
    { path: 'nav', label: '导航', component: lazy(() => import('./nav-page')) },
    { path: 'floors', label: '首页楼层', component: lazy(() => import('./floors-page')) },
    { path: 'articles', label: '帮助/资讯/公告', component: lazy(() => import('./articles-page')) },
    { path: 'feedback', label: '意见反馈', component: lazy(() => import('./feedback-page')) },
    { path: 'wanted', label: '品种求购', component: lazy(() => import('./wanted-page')) },
  ],
};
export default section;
