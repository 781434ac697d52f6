import { type Address, type AddressInput, addressInputSchema } from '@mall/shared/address';
import { Cascader, Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { zodRule } from '@/lib/zod-form-rule';
import { useRegionOptions } from '../api/regions';

interface AddressFormValues {
  consignee: string;
  phone: string;
  region: string[];
  detail: string;
  is_default: boolean;
}

interface AddressModalProps {
  open: boolean;
  /** The address being edited; undefined adds a new one. */
  address: Address | undefined;
  saving: boolean;
  onSave: (input: AddressInput) => void;
  onClose: () => void;
}

const shape = addressInputSchema.shape;

function initialValues(address: Address | undefined): Partial<AddressFormValues> {
  if (!address) return { is_default: false };
  return {
    consignee: address.consignee,
    phone: address.phone,
    region: [address.province_code, address.city_code, address.district_code],
    detail: address.detail,
    is_default: address.is_default === 1,
  };
}

/** Adds or edits a delivery address: consignee, phone (SPEC §5), province/city/district, detail. */
export function AddressModal({
  open,
  address,
  saving,
  onSave,
  onClose,
}: AddressModalProps): React.JSX.Element {
  const [form] = Form.useForm<AddressFormValues>();
  const regions = useRegionOptions();

  useEffect(() => {
    if (open)
      form.setFieldsValue({ consignee: '', phone: '', detail: '', region: [], ...initialValues(address) });
  }, [open, address, form]);

  const submit = (values: AddressFormValues) => {
    const [province = '', city = '', district = ''] = values.region ?? [];
    onSave({
      consignee: values.consignee.trim(),
      phone: values.phone.trim(),
      province,
      city,
      district,
      detail: values.detail.trim(),
      is_default: values.is_default ? 1 : 0,
    });
  };

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<AddressFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid="address-form"
      >
        <Form.Item label="收货人" name="consignee" rules={[zodRule(shape.consignee)]}>
          <Input placeholder="请输入收货人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item label="联系电话" name="phone" rules={[zodRule(shape.phone)]}>
          <Input placeholder="手机号或固定电话，如 0571-88886666" maxLength={20} />
        </Form.Item>
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
            data-testid="address-region"
            options={regions.data ?? []}
            loading={regions.isPending}
            placeholder={regions.isError ? '地区加载失败，请刷新页面' : '请选择省 / 市 / 区县'}
            showSearch
          />
        </Form.Item>
        <Form.Item label="详细地址" name="detail" rules={[zodRule(shape.detail)]}>
          <Input.TextArea placeholder="街道、门牌号等" maxLength={100} rows={2} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked">
          <Checkbox>设为默认收货地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
