/** Replaces the location once rendered (react-router's <Navigate> without the extra router code). */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function Redirect({ to }: { to: string }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
