import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner';
import { safeRedirect } from '@/lib/redirect';

/** /loading: a spinner that forwards to `?redirect=` (paths on this site only), else home. */
export default function LoadingPage(): React.JSX.Element {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return <Spinner block label="页面加载中…" />;
}
