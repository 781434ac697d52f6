/** /admin/login: an operator's own login, not a member's. */
import type { AdminLoginInput } from '@mall/shared/admin';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from './api';
import { Redirect } from './redirect';
import { useAdminLogin, useAdminMe } from './session';

/** Only a path inside the console may be returned to. */
function backTo(redirect: string | null): string {
  return redirect?.startsWith('/admin/') && !redirect.startsWith('//') ? redirect : '/admin';
}

export default function LoginPage(): React.JSX.Element {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useAdminMe();
  const login = useAdminLogin();
  const [form] = Form.useForm<AdminLoginInput>();
  const target = backTo(params.get('redirect'));

  useEffect(() => {
    document.title = '登录 - 运营后台';
  }, []);

  if (me.data) return <Redirect to={target} />;

  const submit = (values: AdminLoginInput) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: () => navigate(target, { replace: true }) },
    );
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' }}>
      <Card title="运营后台登录" style={{ width: 360 }}>
        <Form form={form} layout="vertical" onFinish={submit} data-testid="admin-login-form">
          <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" placeholder="用户名" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" placeholder="密码" />
          </Form.Item>
          {login.isError ? (
            <Form.Item>
              <Alert type="error" showIcon title={errorText(login.error)} />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
