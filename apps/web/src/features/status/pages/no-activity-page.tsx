import { Link } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';

export default function NoActivityPage(): React.JSX.Element {
  return (
    <EmptyState
      testId="page-no-activity"
      title="活动不存在或已结束"
      description="该活动可能尚未开始、已经结束或已下线，欢迎看看其他优惠商品。"
    >
      <Link className={buttons.primary} to={paths.home}>
        返回首页
      </Link>
      <Link className={buttons.default} to={paths.list()}>
        去逛逛
      </Link>
    </EmptyState>
  );
}
