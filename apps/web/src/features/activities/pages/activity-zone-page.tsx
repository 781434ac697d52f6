/** /yjh/:id?: one running activity (活动专区), the first running one without an id. */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRunningActivities } from '@/api/activities/get-running-activities';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ActivityView } from '../components/activity-view';

export default function ActivityZonePage(): React.JSX.Element {
  const { id } = useParams();
  const navigate = useNavigate();
  const running = useRunningActivities();
  const wanted = id === undefined ? undefined : Number(id);
  const activity = running.data?.find((a) => wanted === undefined || a.id === wanted);
  const missing = running.isSuccess && !activity;

  // An activity that is not running (never was, ended or not yet open) has no zone to show.
  useEffect(() => {
    if (missing) void navigate(paths.noActivity, { replace: true });
  }, [missing, navigate]);

  if (running.isError) {
    return (
      <EmptyState title="活动加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void running.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  if (!activity) return <Spinner block label="活动加载中…" />;
  return <ActivityView activity={activity} />;
}
