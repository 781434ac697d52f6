import { type CompanyAddressChangeInput, companyAddressChangeSchema } from '@mall/shared/account';
import { Cascader, Form, Input, Modal } from 'antd';
import { zodRule } from '@/lib/zod-form-rule';
import { useRegionOptions } from '../api/regions';
import { useRequestAddressChange } from '../api/user-info';

interface ChangeFormValues {
  region: string[];
  address: string;
}

/** Asks for the registered address to change; the store keeps its address until approved. */
export function AddressChangeModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}): React.JSX.Element {
  const [form] = Form.useForm<ChangeFormValues>();
  const regions = useRegionOptions();
  const change = useRequestAddressChange();

  const submit = (values: ChangeFormValues) => {
    const [province = '', city = '', district = ''] = values.region ?? [];
    const input: CompanyAddressChangeInput = { province, city, district, address: values.address.trim() };
    change.mutate(input, {
      onSuccess: () => {
        form.resetFields();
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title="申请变更注册地址"
      okText="提交审核"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<ChangeFormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label="所在地区"
          name="region"
          rules={[
            {
              validator: async (_rule, value: string[] | undefined) => {
                if (!value || value.length < 3) throw new Error('请选择省份、城市和区县');
              },
            },
          ]}
        >
          <Cascader
            options={regions.data ?? []}
            loading={regions.isPending}
            placeholder={regions.isError ? '地区加载失败，请刷新页面' : '请选择省 / 市 / 区县'}
            showSearch
          />
        </Form.Item>
        <Form.Item
          label="详细地址"
          name="address"
          rules={[zodRule(companyAddressChangeSchema.shape.address)]}
        >
          <Input.TextArea maxLength={100} rows={2} placeholder="与营业执照一致的注册地址" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
