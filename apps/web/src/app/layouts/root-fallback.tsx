import { Spinner } from '@/components/spinner';

/** What shows while the first route's code loads, before any chrome exists. */
export function RootFallback(): React.JSX.Element {
  return <Spinner block label="页面加载中…" />;
}
