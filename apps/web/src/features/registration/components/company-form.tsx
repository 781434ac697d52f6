import { type CompanyInput, CUSTOMER_TYPES, companyInputSchema } from '@mall/shared/registration';
import { Button, Cascader, Form, Input, Select } from 'antd';
import { zodRule } from '@/lib/zod-form-rule';
import { useRegionOptions } from '../api/regions';

const { shape } = companyInputSchema;

interface Values extends Omit<CompanyInput, 'province' | 'city' | 'district'> {
  region: [string, string, string];
}

interface CompanyFormProps {
  submitting: boolean;
  submitText: string;
  /** A salesperson code from the registration link (?ywy=). */
  initialYwy?: string;
  onSubmit: (input: CompanyInput) => void;
}

const regionRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (!Array.isArray(value) || value.length < 3) throw new Error('请选择所在地区（省/市/区）');
  },
};

/** The business: name, customer type, region, registered address, contact, optional salesperson. */
export function CompanyForm({
  submitting,
  submitText,
  initialYwy,
  onSubmit,
}: CompanyFormProps): React.JSX.Element {
  const regions = useRegionOptions();

  const finish = ({ region, ...rest }: Values) => {
    const [province, city, district] = region;
    const input: CompanyInput = { ...rest, province, city, district };
    if (!input.ywy?.trim()) delete input.ywy;
    onSubmit(input);
  };

  return (
    <Form<Values>
      data-testid="company-form"
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      size="large"
      initialValues={{ ywy: initialYwy ?? '' }}
      onFinish={finish}
    >
      <Form.Item
        label="企业名称"
        name="company_name"
        rules={[zodRule(shape.company_name)]}
        validateTrigger="onBlur"
        required
      >
        <Input placeholder="与营业执照上的名称一致" maxLength={100} />
      </Form.Item>
      <Form.Item label="客户类型" name="customer_type" rules={[zodRule(shape.customer_type)]}>
        <Select
          data-testid="customer-type"
          placeholder="请选择客户类型"
          options={CUSTOMER_TYPES.map((t) => ({ value: t, label: t }))}
        />
      </Form.Item>
      <Form.Item label="所在地区" name="region" rules={[regionRule]} required>
        <Cascader
          data-testid="region-cascader"
          options={regions.data ?? []}
          loading={regions.isPending}
          placeholder="请选择省/市/区"
          showSearch
        />
      </Form.Item>
      <Form.Item
        label="注册地址"
        name="address"
        rules={[zodRule(shape.address)]}
        validateTrigger="onBlur"
        required
      >
        <Input placeholder="街道、门牌号" maxLength={200} />
      </Form.Item>
      <Form.Item
        label="联系人"
        name="contact_name"
        rules={[zodRule(shape.contact_name)]}
        validateTrigger="onBlur"
        required
      >
        <Input placeholder="请输入联系人姓名" maxLength={30} />
      </Form.Item>
      <Form.Item
        label="联系电话"
        name="contact_phone"
        rules={[zodRule(shape.contact_phone)]}
        validateTrigger="onBlur"
        required
      >
        <Input placeholder="手机号码或座机（如 010-12345678）" maxLength={13} />
      </Form.Item>
      <Form.Item label="业务员编码" name="ywy" rules={[zodRule(shape.ywy)]} validateTrigger="onBlur">
        <Input placeholder="选填" maxLength={32} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 18 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
