import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The screen after the licences are in: the store waits for an operator's review. */
export function PendingReview(): React.JSX.Element {
  return (
    <Result
      data-testid="pending-review"
      status="success"
      title="资料已提交，等待审核"
      subTitle="我们将在1-2个工作日内完成审核，审核结果会通过站内消息通知您；审核通过后即可查看价格并采购。"
      extra={[
        <Link key="home" to={paths.home}>
          <Button type="primary">返回首页</Button>
        </Link>,
        <Link key="user" to={paths.user}>
          <Button>会员中心</Button>
        </Link>,
      ]}
    />
  );
}
