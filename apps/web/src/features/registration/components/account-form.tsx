import { PASSWORD_MAX, passwordSchema, smsCodeSchema } from '@mall/shared/registration';
import { mobileSchema } from '@mall/shared/validators';
import { Button, Checkbox, Form, Input, Space } from 'antd';
import { Link } from 'react-router';
import { SmsCodeButton } from '@/components/sms-code-button';
import { paths } from '@/config/paths';
import { zodMessage, zodRule } from '@/lib/zod-form-rule';
import { phoneTakenReason, type Step1Values } from '../api/registration-api';
import styles from './forms.module.css';

type Values = Step1Values & { agree: boolean };

interface AccountFormProps {
  submitting: boolean;
  onSubmit: (input: Step1Values) => void;
}

/** Checks on blur that the phone is not registered yet (SPEC §5 format first). */
const availableRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const phone = String(value ?? '').trim();
    if (zodMessage(mobileSchema, phone)) return;
    let reason: string | null = null;
    try {
      reason = await phoneTakenReason(phone);
    } catch {
      // The server decides again on submit; a failed check does not block typing.
    }
    if (reason) throw new Error(reason);
  },
};

/** Step 1: phone (availability checked on blur), SMS code, password twice, the user agreement. */
export function AccountForm({ submitting, onSubmit }: AccountFormProps): React.JSX.Element {
  const [form] = Form.useForm<Values>();

  const getPhone = async () => {
    try {
      const { phone } = await form.validateFields(['phone']);
      return phone.trim();
    } catch {
      return null;
    }
  };

  return (
    <Form<Values>
      form={form}
      data-testid="register-step1-form"
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      size="large"
      requiredMark
      onFinish={({ agree: _agree, ...input }) => onSubmit({ ...input, phone: input.phone.trim() })}
    >
      <Form.Item
        label="手机号码"
        name="phone"
        rules={[zodRule(mobileSchema), availableRule]}
        validateTrigger="onBlur"
        required
      >
        <Input placeholder="请输入11位手机号码" maxLength={11} autoComplete="tel" inputMode="numeric" />
      </Form.Item>
      <Form.Item label="短信验证码" required>
        <Space.Compact className={styles.codeRow}>
          <Form.Item name="code" noStyle rules={[zodRule(smsCodeSchema)]} validateTrigger="onBlur">
            <Input
              placeholder="请输入6位验证码"
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton scene="register" getPhone={getPhone} />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label="设置密码"
        name="password"
        rules={[zodRule(passwordSchema)]}
        validateTrigger="onBlur"
        required
      >
        <Input.Password placeholder="8-64个字符" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
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
        <Input.Password placeholder="请再次输入密码" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        wrapperCol={{ offset: 6, span: 18 }}
        rules={[
          {
            validator: async (_rule, value) => {
              if (!value) throw new Error('请阅读并同意《用户服务协议》');
            },
          },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <Link to={paths.help('/help/fwbz/yhxy')} target="_blank">
            《用户服务协议》
          </Link>
        </Checkbox>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          下一步
        </Button>
      </Form.Item>
      <p className={styles.hint}>
        已有账号？<Link to={paths.login()}>立即登录</Link>
      </p>
    </Form>
  );
}
