import { PASSWORD_MAX, passwordSchema } from '@mall/shared/registration';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { zodRule } from '@/lib/zod-form-rule';
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
        <Form.Item
          label="新密码"
          name="password"
          rules={[zodRule(passwordSchema)]}
          validateTrigger="onBlur"
          required
        >
          <Input.Password placeholder="8-64个字符" maxLength={PASSWORD_MAX} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="password_confirm"
          dependencies={['password']}
          validateTrigger="onBlur"
          required
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (!value) throw new Error('请再次输入密码');
                if (value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password
            placeholder="请再次输入新密码"
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
          <Button type="primary" htmlType="submit" block loading={reset.isPending}>
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </FlowFrame>
  );
}
