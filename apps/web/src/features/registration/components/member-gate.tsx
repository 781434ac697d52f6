import type { MemberBase } from '@mall/shared/user';
import { Navigate, useLocation } from 'react-router';
import { isMember, useUserBase } from '@/api/user/get-user-base';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';

interface MemberGateProps {
  children: (member: MemberBase) => React.ReactNode;
}

/** Renders its children for a logged-in member; a guest is sent to /login and brought back. */
export function MemberGate({ children }: MemberGateProps): React.JSX.Element {
  const base = useUserBase();
  const location = useLocation();
  if (base.isPending) return <Spinner block />;
  if (!isMember(base.data)) {
    return <Navigate to={paths.login(location.pathname + location.search)} replace />;
  }
  return <>{children(base.data)}</>;
}
