import { mobileSchema } from '@mall/shared/validators';
import { Button, Checkbox, Form, Input } from 'antd';
import { Link } from 'react-router';
import { NewPasswordFields, SmsCodeField } from '@/components/account-fields/account-fields';
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
      <SmsCodeField scene="register" getPhone={getPhone} />
      <NewPasswordFields label="设置密码" confirmLabel="确认密码" />
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
