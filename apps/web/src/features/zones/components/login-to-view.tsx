import { Link, useLocation } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';

export const LOGIN_TO_VIEW_CONTROLLED = '登录后查看控销商品';

/** In place of controlled goods for a guest: the reason and a way to log in and come back. */
export function LoginToView() {
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      testId="kxzq-login"
      title={LOGIN_TO_VIEW_CONTROLLED}
      description="控销商品仅对所在地区与客户类型符合要求的会员开放"
    >
      <Link className={buttons.primary} to={paths.login(pathname + search)}>
        立即登录
      </Link>
    </EmptyState>
  );
}
