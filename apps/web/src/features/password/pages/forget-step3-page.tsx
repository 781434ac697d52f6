import { Button, Result } from 'antd';
import { Link, Navigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { paths } from '@/config/paths';
import { useStepAllowed } from '@/lib/flow-steps';
import { FORGET_PATHS, FORGET_STEPS } from './steps';

/** /forget/step3: the password is changed; every old session has ended. Only after step 2 in this tab. */
export default function ForgetStep3Page(): React.JSX.Element {
  const allowed = useStepAllowed('forget', 3, true);
  if (!allowed) return <Navigate to={FORGET_PATHS[0]} replace />;
  return (
    <FlowFrame title="重置成功" steps={FORGET_STEPS} current={3}>
      <Result
        data-testid="forget-done"
        status="success"
        title="密码重置成功"
        subTitle="请使用新密码登录，其他设备上的登录已失效。"
        extra={
          <Link to={paths.login()}>
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    </FlowFrame>
  );
}
