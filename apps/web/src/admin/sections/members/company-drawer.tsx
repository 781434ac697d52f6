/** A store's profile in a drawer: customer type and account manager, and the scopes it holds. */
import { App, Button, Descriptions, Drawer, Form, Select, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../api';
import { useCompanyProfile, useMembersOptions, useSaveCompany } from './members-api';

const STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '待审核', color: 'warning' },
  1: { text: '已通过', color: 'success' },
  2: { text: '已驳回', color: 'red' },
};

interface Values {
  customer_type: string;
  account_manager_id: number | null;
}

export function CompanyDrawer({ companyId, onClose }: { companyId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const profile = useCompanyProfile(companyId);
  const options = useMembersOptions();
  const save = useSaveCompany(companyId ?? 0);
  const [form] = Form.useForm<Values>();
  const data = profile.data;

  useEffect(() => {
    if (data)
      form.setFieldsValue({ customer_type: data.customer_type, account_manager_id: data.account_manager_id });
  }, [data, form]);

  const scopeName = new Map((options.data?.scopes ?? []).map((s) => [s.id, s.name]));
  const status = data ? STATUS[data.review_status] : undefined;

  return (
    <Drawer
      open={companyId !== null}
      onClose={onClose}
      title={data?.name ?? '门店资料'}
      size={520}
      destroyOnHidden
    >
      {data ? (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="账号">{data.username}</Descriptions.Item>
            <Descriptions.Item label="审核状态">
              {status ? <Tag color={status.color}>{status.text}</Tag> : data.review_status}
            </Descriptions.Item>
            <Descriptions.Item label="经营范围">
              {data.scope_ids.length === 0
                ? '—'
                : data.scope_ids.map((id) => <Tag key={id}>{scopeName.get(id) ?? id}</Tag>)}
            </Descriptions.Item>
          </Descriptions>
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={(values) =>
              save.mutate(values, {
                onSuccess: () => void message.success('已保存'),
                onError: (error) => void message.error(errorText(error)),
              })
            }
          >
            <Form.Item
              name="customer_type"
              label="客户类型"
              rules={[{ required: true, message: '请选择客户类型' }]}
            >
              <Select options={(options.data?.customer_types ?? []).map((t) => ({ value: t, label: t }))} />
            </Form.Item>
            <Form.Item name="account_manager_id" label="客户经理">
              <Select
                allowClear
                options={(options.data?.account_managers ?? []).map((m) => ({
                  value: m.id,
                  label: `${m.name}（${m.phone}）`,
                }))}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                保存
              </Button>
            </Space>
          </Form>
        </>
      ) : null}
    </Drawer>
  );
}
