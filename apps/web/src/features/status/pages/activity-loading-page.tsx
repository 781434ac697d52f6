/**
 * /loading/activity: where every /activity/… link lands. It asks the server for the activity's
 * state (GET /api/activity/status): a running one opens its zone, one not yet started shows
 * 「活动未开始」 with its start in China time and a countdown (then looks again), and a missing or
 * ended one goes to /noActivity. What to look up comes from the query: ?id= with ?kind= (activity,
 * zqmb, hdmb, yyh; activity by default), ?slug=, or the segments of /activity/:url?/:url1?/:url2?
 * (url=12, url=hdmb&url1=3, url=welfare).
 */
import { formatChinaTime } from '@mall/shared/china-time';
import { ACTIVITY_NOT_STARTED } from '@mall/shared/zone-templates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useZoneStatus } from '@/api/zone-templates/get-zone-status';
import { zoneTemplateKeys } from '@/api/zone-templates/zone-template-keys';
import buttons from '@/components/button-link.module.css';
import { Countdown } from '@/components/countdown/countdown';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { lookupOf } from '../activity-lookup';
import styles from './activity-loading-page.module.css';

export default function ActivityLoadingPage(): React.JSX.Element {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const lookup = lookupOf(params);
  const status = useZoneStatus(lookup);
  const data = status.data;
  const goesNowhere =
    lookup === null || status.isError || data?.state === 'missing' || data?.state === 'ended';

  useEffect(() => {
    if (goesNowhere) void navigate(paths.noActivity, { replace: true });
    else if (data?.state === 'running' && data.url) void navigate(data.url, { replace: true });
  }, [goesNowhere, data, navigate]);

  if (data?.state === 'scheduled' && data.starts_at !== null) {
    return (
      <div className={styles.box} data-testid="activity-not-started">
        <h1 className={styles.title}>{ACTIVITY_NOT_STARTED}</h1>
        <div className={styles.name}>{data.title}</div>
        <div className={styles.meta} data-testid="activity-starts-at">
          开始时间：{formatChinaTime(data.starts_at)}
        </div>
        <div className={styles.meta}>
          距开始还有{' '}
          <Countdown
            target={data.starts_at}
            now={data.now}
            label="距开始"
            testId="activity-countdown"
            onFinish={() => void queryClient.invalidateQueries({ queryKey: zoneTemplateKeys.all })}
          />
        </div>
        <div className={styles.actions}>
          <Link className={buttons.primary} to={paths.home}>
            返回首页
          </Link>
          <Link className={buttons.default} to={paths.list()}>
            去逛逛
          </Link>
        </div>
      </div>
    );
  }
  return <Spinner block label="活动加载中…" />;
}
