/**
 * /yyh: the 专场 (yyh templates) as cards: running ones open their goods at /yyh/list?id=, one not
 * yet started opens /loading/activity with its countdown.
 */
import { templateZoneUrl } from '@mall/shared/zone-templates';
import { Link } from 'react-router';
import { useZoneTemplates } from '@/api/zone-templates/get-zone-templates';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import { loadingActivityHref } from '../components/zone-links';
import { zoneWindowText } from '../components/zone-window';
import styles from './yyh-page.module.css';

export default function YyhPage(): React.JSX.Element {
  const list = useZoneTemplates('yyh');
  let body: React.ReactNode;
  if (list.isPending) {
    body = <Spinner block label="专场加载中…" />;
  } else if (list.isError) {
    body = (
      <EmptyState title="专场加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void list.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  } else if (list.data.length === 0) {
    body = <EmptyState testId="zone-empty" title="暂无专场活动" description="敬请期待下一场" />;
  } else {
    body = (
      <div className={styles.cards} data-testid="yyh-cards">
        {list.data.map((t) => {
          const running = t.state === 'running';
          return (
            <Link
              key={t.id}
              className={styles.card}
              to={running ? templateZoneUrl('yyh', t.id) : loadingActivityHref({ kind: 'yyh', id: t.id })}
              data-testid="yyh-card"
              data-state={t.state}
            >
              {t.banner_image ? (
                <img src={t.banner_image} alt="" width={1200} height={300} loading="lazy" />
              ) : null}
              <span className={styles.body}>
                <span className={styles.title}>{t.title}</span>
                {running ? null : <span className={styles.soon}>即将开始</span>}
                <span className={styles.meta}>{zoneWindowText(t)}</span>
                {running ? <span className={styles.meta}>共 {t.goods_count} 种商品</span> : null}
              </span>
            </Link>
          );
        })}
      </div>
    );
  }
  return (
    <div>
      <ZoneHero title="专场活动" subtitle="每个专场精选一类商品，限时开放" tone="purple" />
      {body}
    </div>
  );
}
