/** Checkout pages are for members: a guest is shown the way to log in and come back here. */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';

export function MemberGate({ children }: { children: ReactNode }): React.JSX.Element {
  const base = useUserBase();
  const member = useMember();
  const location = useLocation();
  if (base.isPending) return <Spinner block />;
  if (!member) {
    return (
      <EmptyState testId="checkout-login" title="请先登录" description="登录后即可结算和支付订单">
        <Link className={buttons.primary} to={paths.login(location.pathname + location.search)}>
          立即登录
        </Link>
      </EmptyState>
    );
  }
  return <>{children}</>;
}
