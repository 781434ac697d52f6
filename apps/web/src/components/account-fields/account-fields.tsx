/**
 * Form fields that joining and password reset share: the SMS code with its send button, and a new
 * password with its confirmation. antd form items: use them inside a lazy antd page's <Form>.
 */
import { PASSWORD_MAX, passwordSchema, type SmsScene, smsCodeSchema } from '@mall/shared/registration';
import { Form, Input, Space } from 'antd';
import { SmsCodeButton } from '@/components/sms-code-button';
import { type FormRule, zodRule } from '@/lib/zod-form-rule';
import styles from './account-fields.module.css';

export function SmsCodeField(props: {
  scene: SmsScene;
  getPhone: () => Promise<string | null>;
}): React.JSX.Element {
  return (
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
        <SmsCodeButton scene={props.scene} getPhone={props.getPhone} />
      </Space.Compact>
    </Form.Item>
  );
}

/**
 * `password` and `password_confirm`, the second checked against the first. `extraRules` add checks
 * the form knows more for (the account's own login name and phone).
 */
export function NewPasswordFields(props: {
  label: string;
  confirmLabel: string;
  extraRules?: FormRule[];
}): React.JSX.Element {
  return (
    <>
      <Form.Item
        label={props.label}
        name="password"
        rules={[zodRule(passwordSchema), ...(props.extraRules ?? [])]}
        validateTrigger="onBlur"
        required
      >
        <Input.Password placeholder="8-64个字符" maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={props.confirmLabel}
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
    </>
  );
}
