/** 操作员 (admin only): the console's accounts, their roles, disabling and password resets. */
import {
  OPERATOR_ROLE_LABELS,
  OPERATOR_ROLES,
  type OperatorItem,
  type OperatorRole,
  roleLabel,
} from '@mall/shared/admin';
import { chinaDateTime } from '@mall/shared/china-time';
import { passwordProblem } from '@mall/shared/password-policy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { adminKeys } from '../../session';

interface OperatorForm {
  username?: string;
  name?: string;
  password?: string;
  roles?: OperatorRole[];
}

const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: OPERATOR_ROLE_LABELS[role] }));
const operatorsKey = [...adminKeys.all, 'operators'];

type Dialog =
  | { kind: 'create' }
  | { kind: 'roles'; operator: OperatorItem }
  | { kind: 'password'; operator: OperatorItem }
  | null;

export default function OperatorsPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm();
  const list = useQuery({
    queryKey: operatorsKey,
    queryFn: () => adminApi.get<OperatorItem[]>('/api/admin/operators'),
  });
  const act = useMutation({
    mutationFn: ({ url, body }: { url: string; body: unknown }) => adminApi.post<OperatorItem>(url, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: operatorsKey });
      void message.success('已保存');
      setDialog(null);
      form.resetFields();
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const open = (next: Dialog) => {
    form.resetFields();
    if (next?.kind === 'roles') form.setFieldsValue({ roles: next.operator.roles });
    setDialog(next);
  };

  const submit = (values: OperatorForm) => {
    if (!dialog) return;
    if (dialog.kind === 'create') act.mutate({ url: '/api/admin/operators', body: values });
    else if (dialog.kind === 'roles')
      act.mutate({ url: `/api/admin/operators/${dialog.operator.id}/roles`, body: { roles: values.roles } });
    else
      act.mutate({
        url: `/api/admin/operators/${dialog.operator.id}/password`,
        body: { password: values.password },
      });
  };

  return (
    <Card
      title="操作员"
      extra={
        <Button type="primary" onClick={() => open({ kind: 'create' })}>
          新建操作员
        </Button>
      }
    >
      <Table<OperatorItem>
        rowKey="id"
        data-testid="operators-table"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          {
            title: '角色',
            dataIndex: 'roles',
            render: (roles: OperatorRole[]) => roles.map((role) => <Tag key={role}>{roleLabel(role)}</Tag>),
          },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (disabled: boolean) =>
              disabled ? <Tag color="red">已停用</Tag> : <Tag color="success">正常</Tag>,
          },
          {
            title: '最近登录',
            dataIndex: 'last_login_at',
            render: (at: number | null) => (at ? chinaDateTime(at) : '—'),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, operator) => (
              <Space>
                <Button size="small" onClick={() => open({ kind: 'roles', operator })}>
                  设置角色
                </Button>
                <Button size="small" onClick={() => open({ kind: 'password', operator })}>
                  重置密码
                </Button>
                <Button
                  size="small"
                  danger={!operator.disabled}
                  onClick={() =>
                    act.mutate({
                      url: `/api/admin/operators/${operator.id}/disabled`,
                      body: { disabled: !operator.disabled },
                    })
                  }
                >
                  {operator.disabled ? '启用' : '停用'}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={dialog !== null}
        title={
          dialog?.kind === 'create'
            ? '新建操作员'
            : dialog?.kind === 'roles'
              ? `设置角色：${dialog.operator.name}`
              : dialog
                ? `重置密码：${dialog.operator.name}`
                : ''
        }
        okText="保存"
        confirmLoading={act.isPending}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          {dialog?.kind === 'create' ? (
            <>
              <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]}>
                <Input />
              </Form.Item>
              <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
                <Input />
              </Form.Item>
            </>
          ) : null}
          {dialog?.kind === 'create' || dialog?.kind === 'password' ? (
            <Form.Item
              name="password"
              label="密码"
              dependencies={['username']}
              rules={[
                { required: true, message: '请输入密码' },
                ({ getFieldValue }) => ({
                  // The server's rules, so the form says what the server would: length, common,
                  // trivial, and the login name inside it.
                  validator: (_, value: string | undefined) => {
                    const username =
                      dialog?.kind === 'password' ? dialog.operator.username : getFieldValue('username');
                    const problem = value ? passwordProblem(value, [username]) : null;
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          ) : null}
          {dialog?.kind === 'create' || dialog?.kind === 'roles' ? (
            <Form.Item name="roles" label="角色" rules={[{ required: true, message: '请至少选择一个角色' }]}>
              <Select mode="multiple" options={roleOptions} />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </Card>
  );
}
