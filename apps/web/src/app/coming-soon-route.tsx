import { ComingSoon } from '@/components/coming-soon';
import { useRouteMeta } from './use-route-meta';

/** The page of every route a later issue builds: 「该功能即将开放」 and who builds it. */
export function ComingSoonRoute(): React.JSX.Element {
  const meta = useRouteMeta();
  return <ComingSoon title={meta.title} owner={meta.owner} />;
}
