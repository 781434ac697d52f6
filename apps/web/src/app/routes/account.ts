/** Registration, adding a store and password reset (SPEC §2 "Registration and password"). */
import { OWNERS } from './owners';
import { LOGIN_STYLE, PLAIN, redirectRoute, route } from './presets';

const owner = OWNERS.members;

export const accountRoutes = [
  redirectRoute('/register', '/register_index'),
  redirectRoute('/register_index', '/register/step1', 'register_index'),
  route('/register/step1', '会员注册', PLAIN, owner, {
    page: () => import('@/features/registration/pages/register-step1-page'),
    antd: true,
  }),
  route('/register/step2', '会员注册', PLAIN, owner, {
    page: () => import('@/features/registration/pages/register-step2-page'),
    antd: true,
  }),
  route('/register/step3', '会员注册', PLAIN, owner, {
    page: () => import('@/features/registration/pages/register-step3-page'),
    antd: true,
  }),
  route('/register/wechat', '微信注册', PLAIN, owner, {
    page: () => import('@/features/registration/pages/register-wechat-page'),
    antd: true,
  }),

  redirectRoute('/register_dd', '/register/dd/step1'),
  route('/register/dd/step1', '新增门店', LOGIN_STYLE, owner, {
    page: () => import('@/features/registration/pages/store-step1-page'),
    antd: true,
  }),
  route('/register/dd/step2', '新增门店', LOGIN_STYLE, owner, {
    page: () => import('@/features/registration/pages/store-step2-page'),
    antd: true,
  }),
  route('/register/dd/step3', '新增门店', LOGIN_STYLE, owner, {
    page: () => import('@/features/registration/pages/store-step3-page'),
    antd: true,
  }),

  redirectRoute('/forget', '/forget/step1'),
  route('/forget/step1', '忘记密码', PLAIN, owner, {
    page: () => import('@/features/password/pages/forget-step1-page'),
    antd: true,
  }),
  route('/forget/step2', '重置密码', PLAIN, owner, {
    page: () => import('@/features/password/pages/forget-step2-page'),
    antd: true,
  }),
  route('/forget/step3', '重置成功', PLAIN, owner, {
    page: () => import('@/features/password/pages/forget-step3-page'),
    antd: true,
  }),

  route('/dzht', '电子合同', PLAIN, owner, {
    page: () => import('@/features/contract/pages/contract-page'),
    antd: true,
  }),
] as const;
