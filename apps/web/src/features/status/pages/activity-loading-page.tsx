import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';

/**
 * /loading/activity: where every /activity/… link lands. It looks up the activity to open; no
 * activity can resolve until the activities work exists, so it goes on to /noActivity.
 */
export default function ActivityLoadingPage(): React.JSX.Element {
  const navigate = useNavigate();

  useEffect(() => {
    void navigate(paths.noActivity, { replace: true });
  }, [navigate]);

  return <Spinner block label="活动加载中…" />;
}
