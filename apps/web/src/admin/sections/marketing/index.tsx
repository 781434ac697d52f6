import { lazy } from 'react';
import type { AdminSection } from '../../section';

const section: AdminSection = {
  key: 'marketing',
  label: '营销活动',
  permission: 'marketing',
  order: 400,
  routes: [
    { path: '', label: '满减/满折', component: lazy(() => import('./activities-page')) },
    { path: 'flash', label: '限时秒杀', component: lazy(() => import('./flash-rounds-page')) },
    { path: 'daily-deals', label: '每日特价', component: lazy(() => import('./daily-deals-page')) },
    { path: 'lotteries', label: '抽奖', component: lazy(() => import('./lotteries-page')) },
    { path: 'combinations', label: '组合购', component: lazy(() => import('./combinations-page')) },
    { path: 'trade-ups', label: '换购', component: lazy(() => import('./trade-ups-page')) },
    { path: 'cashback', label: '满额返现', component: lazy(() => import('./cashback-page')) },
    { path: 'coupons', label: '优惠券', component: lazy(() => import('./coupons-page')) },
    { path: 'group-buys', label: '拼团', component: lazy(() => import('./group-buys-page')) },
    { path: 'zones', label: '专区模板', component: lazy(() => import('./zones-page')) },
    { path: 'recharge-tiers', label: '充值档位', component: lazy(() => import('./recharge-tiers-page')) },
    { path: 'points-goods', label: '积分商城', component: lazy(() => import('./points-goods-page')) },
  ],
};
export default section;
