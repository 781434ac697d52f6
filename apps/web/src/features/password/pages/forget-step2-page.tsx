import { useMutation } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/account-fields/account-fields';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { completeStep } from '@/lib/flow-steps';
import { resetForgotten } from '../api/password-api';
import { clearResetToken, readResetToken } from '../api/reset-token';
import { FORGET_PATHS, FORGET_STEPS } from './steps';

interface Values {
  password: string;
  password_confirm: string;
}

/** /forget/step2: the new password twice; needs the reset token of step 1 in this tab. */
export default function ForgetStep2Page(): React.JSX.Element {
  const navigate = useNavigate();
  // Read once: the token is cleared on success, before the navigation to step 3 has happened.
  const [token] = useState(readResetToken);
  const reset = useMutation({
    mutationFn: (values: Values) => resetForgotten({ token: token ?? '', ...values }),
    onSuccess: () => {
      clearResetToken();
      completeStep('forget', 2);
      void navigate(FORGET_PATHS[2], { replace: true });
    },
  });

  if (!token) return <Navigate to={FORGET_PATHS[0]} replace />;

  return (
    <FlowFrame title="重置密码" steps={FORGET_STEPS} current={1}>
      <Form<Values>
        data-testid="forget-step2-form"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 18 }}
        size="large"
        onFinish={(values) => reset.mutate(values)}
      >
        <NewPasswordFields label="新密码" confirmLabel="确认新密码" />
        <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </FlowFrame>
  );
}
