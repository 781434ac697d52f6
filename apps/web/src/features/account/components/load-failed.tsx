import { Button } from 'antd';
import { EmptyState } from '@/components/empty-state';

/** A failed load with a retry button. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }): React.JSX.Element {
  return (
    <EmptyState title={`${what}加载失败`} description="请稍后重试">
      <Button type="primary" onClick={onRetry}>
        重新加载
      </Button>
    </EmptyState>
  );
}
