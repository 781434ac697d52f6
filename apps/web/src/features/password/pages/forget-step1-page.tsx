import type { ForgetVerifyInput } from '@mall/shared/registration';
import { mobileSchema } from '@mall/shared/validators';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SmsCodeField } from '@/components/account-fields/account-fields';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-form-rule';
import { verifyForgotten } from '../api/password-api';
import { saveResetToken } from '../api/reset-token';
import styles from './forget.module.css';
import { FORGET_PATHS, FORGET_STEPS } from './steps';

/** /forget/step1: the registered phone and the SMS code sent to it. */
export default function ForgetStep1Page(): React.JSX.Element {
  const [form] = Form.useForm<ForgetVerifyInput>();
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: verifyForgotten,
    onSuccess: ({ reset_token }) => {
      saveResetToken(reset_token);
      void navigate(FORGET_PATHS[1]);
    },
  });

  const getPhone = async () => {
    try {
      return (await form.validateFields(['phone'])).phone.trim();
    } catch {
      return null;
    }
  };

  return (
    <FlowFrame title="忘记密码" steps={FORGET_STEPS} current={0}>
      <Form<ForgetVerifyInput>
        form={form}
        data-testid="forget-step1-form"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 18 }}
        size="large"
        onFinish={(values) => verify.mutate({ phone: values.phone.trim(), code: values.code.trim() })}
      >
        <Form.Item
          label="手机号码"
          name="phone"
          rules={[zodRule(mobileSchema)]}
          validateTrigger="onBlur"
          required
        >
          <Input placeholder="请输入注册时的手机号码" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <SmsCodeField scene="forget" getPhone={getPhone} />
        <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            下一步
          </Button>
        </Form.Item>
        <p className={styles.hint}>
          想起密码了？<Link to={paths.login()}>立即登录</Link>
        </p>
      </Form>
    </FlowFrame>
  );
}
