import { PASSWORD_MAX, personalPasswordIssue, type ResetPasswordInput } from '@mall/shared/registration';
import { Button, Form, Input } from 'antd';
import { NewPasswordFields } from '@/components/account-fields/account-fields';
import { showToast } from '@/lib/feedback';
import { useChangePassword } from '../api/password';

type Values = Required<ResetPasswordInput>;

/**
 * 修改登录密码: the current password, then the new one twice. The new one passes the shared
 * password rules, and may not hold the login name or the phone the form is given.
 */
export function PasswordForm(props: { username: string; phone: string }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const personalRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const issue = personalPasswordIssue(String(value ?? ''), [props.username, props.phone]);
      if (issue) throw new Error(issue);
    },
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      onFinish={(values) =>
        change.mutate(values, {
          onSuccess: () => {
            form.resetFields();
            void showToast('密码已修改，其他设备上的登录已退出');
          },
        })
      }
      data-testid="password-form"
      style={{ maxWidth: 460 }}
    >
      <Form.Item
        label="原密码"
        name="old_password"
        required
        rules={[{ required: true, message: '请输入原密码' }]}
        validateTrigger="onBlur"
      >
        <Input.Password
          placeholder="请输入当前的登录密码"
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
        />
      </Form.Item>
      <NewPasswordFields label="新密码" confirmLabel="确认新密码" extraRules={[personalRule]} />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form.Item>
    </Form>
  );
}
