/**
 * /zhzx/zfmm: the member's payment password (支付密码, 6 digits), set or changed with the login
 * password or an SMS code sent to the member's phone.
 */

import { formatChinaTime } from '@mall/shared/china-time';
import { isTrivialPayPassword, PAY_PASSWORD_MESSAGES, payPasswordField } from '@mall/shared/subscription';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useMember } from '@/api/user/get-user-base';
import { SmsCodeField } from '@/components/account-fields/account-fields';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/lib/feedback';
import { zodRule } from '@/lib/zod-form-rule';
import { usePayPasswordStatus, useSetPayPassword } from '../api/pay-password';

interface Values {
  password: string;
  password_confirm: string;
  login_password?: string;
  code?: string;
}

export default function PayPasswordPage(): React.JSX.Element {
  const member = useMember();
  const status = usePayPasswordStatus();
  const save = useSetPayPassword();
  const [form] = Form.useForm<Values>();
  const [proof, setProof] = useState<'login' | 'sms'>('login');

  if (status.isPending) return <Spinner block />;
  const isSet = status.data?.is_set === 1;

  const submit = (values: Values) =>
    save.mutate(
      {
        password: values.password,
        ...(proof === 'login'
          ? { login_password: values.login_password ?? '' }
          : { code: (values.code ?? '').trim() }),
      },
      {
        onSuccess: (res) => {
          void showToast(res.msg, 'success');
          form.resetFields();
        },
      },
    );

  return (
    <AccountFrame title="支付密码" testId="pay-password-page">
      <Alert
        type={isSet ? 'success' : 'info'}
        showIcon
        data-testid="pay-password-status"
        message={isSet ? '已设置支付密码：使用余额支付时需输入' : '尚未设置支付密码：使用余额支付时仅需确认'}
        description={
          status.data?.locked_until
            ? `支付密码错误次数过多，已锁定至 ${formatChinaTime(status.data.locked_until)}；重新设置后可立即使用。`
            : undefined
        }
      />
      <Form<Values>
        form={form}
        data-testid="pay-password-form"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 12 }}
        style={{ marginTop: 24 }}
        onFinish={submit}
      >
        <Form.Item
          label={isSet ? '新支付密码' : '支付密码'}
          name="password"
          required
          validateTrigger="onBlur"
          rules={[
            zodRule(payPasswordField),
            {
              validator: (_, value: string) =>
                value && isTrivialPayPassword(value)
                  ? Promise.reject(new Error(PAY_PASSWORD_MESSAGES.trivial))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.Password
            maxLength={6}
            inputMode="numeric"
            autoComplete="new-password"
            placeholder="6位数字"
          />
        </Form.Item>
        <Form.Item
          label="确认支付密码"
          name="password_confirm"
          required
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的支付密码不一致')),
            }),
          ]}
        >
          <Input.Password
            maxLength={6}
            inputMode="numeric"
            autoComplete="new-password"
            placeholder="再次输入"
          />
        </Form.Item>
        <Form.Item label="身份验证">
          <Radio.Group value={proof} onChange={(e) => setProof(e.target.value as 'login' | 'sms')}>
            <Radio value="login">登录密码</Radio>
            <Radio value="sms">短信验证码</Radio>
          </Radio.Group>
        </Form.Item>
        {proof === 'login' ? (
          <Form.Item
            label="登录密码"
            name="login_password"
            required
            rules={[{ required: true, message: '请输入登录密码' }]}
          >
            <Input.Password autoComplete="current-password" placeholder="当前登录密码" />
          </Form.Item>
        ) : (
          <SmsCodeField scene="forget" getPhone={async () => member?.phone ?? null} />
        )}
        <Form.Item wrapperCol={{ offset: 5, span: 12 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="pay-password-save">
            {isSet ? '修改支付密码' : '设置支付密码'}
          </Button>
        </Form.Item>
      </Form>
    </AccountFrame>
  );
}
