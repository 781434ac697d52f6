import { type LoginInput, loginInputSchema, type MemberBase } from '@mall/shared/user';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { useLogin } from '@/api/user/login';
import { paths } from '@/config/paths';
import { zodRule } from '@/lib/zod-form-rule';
import styles from './login-form.module.css';

const FIELDS = ['username', 'password'] as const;

interface LoginFormProps {
  /** Called as a login is sent, before the member is known. */
  onStart?: () => void;
  onSuccess: (member: MemberBase) => void;
  onFailure?: () => void;
}

/** 用户名/手机号 + 密码, validated with the shared loginInputSchema; server errors shown above. */
export function LoginForm({ onStart, onSuccess, onFailure }: LoginFormProps): React.JSX.Element {
  const [form] = Form.useForm<LoginInput>();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (values: LoginInput) => {
    setServerError(null);
    onStart?.();
    login.mutate(loginInputSchema.parse(values), {
      onSuccess,
      onError: (error) => {
        onFailure?.();
        if (!isApiError(error)) {
          setServerError('登录失败，请稍后再试');
          return;
        }
        if (error.cancelled) return;
        const fieldErrors = FIELDS.flatMap((name) => {
          const errors = error.errors?.[name];
          return errors?.length ? [{ name, errors }] : [];
        });
        if (fieldErrors.length > 0) form.setFields(fieldErrors);
        else setServerError(error.msg || '登录失败，请稍后再试');
      },
    });
  };

  return (
    <Form<LoginInput>
      form={form}
      data-testid="login-form"
      className={styles.form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={() => setServerError(null)}
    >
      <h1 className={styles.title}>会员登录</h1>
      {/* A plain alert, not antd's: the login page is kept light (decision 006). */}
      {serverError ? (
        <p className={styles.alert} role="alert" data-testid="login-error">
          {serverError}
        </p>
      ) : null}
      <Form.Item
        label="用户名/手机号"
        name="username"
        rules={[zodRule(loginInputSchema.shape.username)]}
        validateTrigger="onBlur"
      >
        <Input placeholder="请输入用户名或手机号" autoComplete="username" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="密码"
        name="password"
        rules={[zodRule(loginInputSchema.shape.password)]}
        validateTrigger="onBlur"
      >
        <Input.Password placeholder="请输入密码" autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {login.isPending ? '登录中…' : '登录'}
      </Button>
      <div className={styles.links}>
        <Link to={paths.forget}>忘记密码</Link>
        <Link to={paths.register}>免费注册</Link>
      </div>
    </Form>
  );
}
