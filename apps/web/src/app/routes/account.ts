/** Registration, adding a store and password reset (SPEC §2 "Registration and password"). */
import { OWNERS } from './owners';
import { LOGIN_STYLE, PLAIN, redirectRoute, route } from './presets';

const owner = OWNERS.members;

export const accountRoutes = [
  redirectRoute('/register', '/register_index'),
  redirectRoute('/register_index', '/register/step1', 'register_index'),
  route('/register/step1', '会员注册', PLAIN, owner, { page: 'register-step1' }),
  route('/register/step2', '会员注册', PLAIN, owner, { page: 'register-step2' }),
  route('/register/step3', '会员注册', PLAIN, owner, { page: 'register-step3' }),
  route('/register/wechat', '微信注册', PLAIN, owner, { page: 'register-wechat' }),

  redirectRoute('/register_dd', '/register/dd/step1'),
  route('/register/dd/step1', '新增门店', LOGIN_STYLE, owner, { page: 'store-step1' }),
  route('/register/dd/step2', '新增门店', LOGIN_STYLE, owner, { page: 'store-step2' }),
  route('/register/dd/step3', '新增门店', LOGIN_STYLE, owner, { page: 'store-step3' }),

  redirectRoute('/forget', '/forget/step1'),
  route('/forget/step1', '忘记密码', PLAIN, owner, { page: 'forget-step1' }),
  route('/forget/step2', '重置密码', PLAIN, owner, { page: 'forget-step2' }),
  route('/forget/step3', '重置成功', PLAIN, owner, { page: 'forget-step3' }),

  route('/dzht', '电子合同', PLAIN, owner, { page: 'contract' }),
] as const;
