/** /Hdzx/:ids/:id?: the running activities listed in `ids` (comma-separated) as tabs; `id` picks one. */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRunningActivities } from '@/api/activities/get-running-activities';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { ActivityView } from '../components/activity-view';
import styles from './activity-centre-page.module.css';

function parseIds(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

export default function ActivityCentrePage(): React.JSX.Element {
  const { ids, id } = useParams();
  const navigate = useNavigate();
  const running = useRunningActivities();
  const listed = parseIds(ids);
  const tabs = listed.flatMap((n) => running.data?.filter((a) => a.id === n) ?? []);
  const current = tabs.find((a) => a.id === Number(id)) ?? tabs[0];
  const missing = running.isSuccess && !current;

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
  if (!current) return <Spinner block label="活动加载中…" />;
  return (
    <div>
      <div className={styles.tabs} role="tablist" aria-label="活动中心">
        {tabs.map((a) => (
          <Link
            key={a.id}
            role="tab"
            aria-selected={a.id === current.id}
            className={a.id === current.id ? styles.active : styles.tab}
            to={`/Hdzx/${ids ?? ''}/${a.id}`}
            replace
          >
            {a.title}
          </Link>
        ))}
      </div>
      <ActivityView key={current.id} activity={current} />
    </div>
  );
}
