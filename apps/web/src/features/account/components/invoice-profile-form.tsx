/**
 * 开票信息: the store's invoice profile, which checkout copies onto each new order. Validated with
 * the server's own schema (the fields a type requires switch with the type); a 422's messages are
 * put on their fields.
 */
import {
  INVOICE_BANK_NAME_MAX,
  INVOICE_EMAIL_MAX,
  INVOICE_REG_ADDRESS_MAX,
  INVOICE_TITLE_MAX,
  INVOICE_TYPE_OPTIONS,
  type InvoiceProfileInput,
  invoiceProfileInputSchema,
  invoiceRequiredFields,
} from '@mall/shared/invoice-profile';
import type { InvoiceProfile, InvoiceType } from '@mall/shared/order';
import { Button, Form, type FormInstance, Input, Radio } from 'antd';
import { isApiError } from '@/api/client';
import { useSaveInvoiceProfile } from '@/api/user/save-invoice-profile';
import { showToast } from '@/lib/feedback';

type Values = InvoiceProfileInput;
type FieldName = keyof Values;

const EMPTY: Values = {
  // The type an order without a profile gets.
  invoice_type: 3,
  title: '',
  tax_number: '',
  bank_name: '',
  bank_account: '',
  reg_address: '',
  reg_phone: '',
  email: '',
};

const FIELDS = Object.keys(EMPTY) as FieldName[];
/** The fields whose rules depend on the invoice type. */
const TYPE_DEPENDENT: FieldName[] = ['email', 'bank_name', 'bank_account', 'reg_address', 'reg_phone'];

function initialValues(profile: InvoiceProfile | null): Values {
  if (!profile) return EMPTY;
  const { invoice_type_text: _text, ...values } = profile;
  return values;
}

/** The field's first message from the whole schema: a field's rules may depend on the invoice type. */
const schemaRule = (name: FieldName) => (form: Pick<FormInstance, 'getFieldsValue'>) => ({
  validator: async () => {
    const result = invoiceProfileInputSchema.safeParse(form.getFieldsValue(true));
    const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === name);
    if (issue) throw new Error(issue.message);
  },
});

interface FieldProps {
  name: Exclude<FieldName, 'invoice_type'>;
  label: string;
  required: ReadonlySet<string>;
  max: number;
  placeholder: string;
}

function TextField({ name, label, required, max, placeholder }: FieldProps): React.JSX.Element {
  return (
    <Form.Item label={label} name={name} required={required.has(name)} rules={[schemaRule(name)]}>
      <Input maxLength={max} placeholder={placeholder} />
    </Form.Item>
  );
}

export function InvoiceProfileForm({ profile }: { profile: InvoiceProfile | null }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const save = useSaveInvoiceProfile();
  const initial = initialValues(profile);
  // Undefined until the form has mounted.
  const type = (Form.useWatch('invoice_type', form) as InvoiceType | undefined) ?? initial.invoice_type;
  const required = new Set(['title', 'tax_number', ...invoiceRequiredFields(type)]);

  // Another type requires other fields: recheck those the buyer has already been told about or
  // typed in, without greeting the untouched ones with errors.
  const onValuesChange = (changed: Partial<Values>) => {
    if (changed.invoice_type === undefined) return;
    const shown = TYPE_DEPENDENT.filter((n) => form.isFieldTouched(n) || form.getFieldError(n).length > 0);
    if (shown.length > 0) form.validateFields(shown).catch(() => undefined);
  };

  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: (envelope) => {
        // The server's own reading: the tax number upper-cased, the account without spaces.
        form.setFieldsValue(initialValues(envelope.data));
        void showToast(envelope.msg || '开票信息已保存', 'success');
      },
      onError: (error) => {
        const errors = isApiError(error) ? error.errors : undefined;
        if (!errors) return;
        const fields = FIELDS.filter((name) => errors[name]);
        form.setFields(fields.map((name) => ({ name, errors: errors[name] ?? [] })));
      },
    });

  return (
    <Form<Values>
      form={form}
      // Prefixes the fields' ids: the page's other forms have fields of their own.
      name="invoice_profile"
      layout="horizontal"
      labelCol={{ flex: '110px' }}
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={submit}
      data-testid="invoice-profile-form"
      style={{ maxWidth: 560 }}
    >
      <Form.Item label="发票类型" name="invoice_type" required>
        <Radio.Group options={INVOICE_TYPE_OPTIONS} />
      </Form.Item>
      <TextField
        name="title"
        label="发票抬头"
        required={required}
        max={INVOICE_TITLE_MAX}
        placeholder="与营业执照上的企业名称一致"
      />
      <TextField
        name="tax_number"
        label="纳税人识别号"
        required={required}
        max={20}
        placeholder="统一社会信用代码（18位）"
      />
      <TextField
        name="email"
        label="收票邮箱"
        required={required}
        max={INVOICE_EMAIL_MAX}
        placeholder={type === 3 ? '电子发票将发送到此邮箱' : '选填'}
      />
      <TextField
        name="bank_name"
        label="开户银行"
        required={required}
        max={INVOICE_BANK_NAME_MAX}
        placeholder={type === 2 ? '如 中国工商银行杭州文三路支行' : '选填，增值税专用发票必填'}
      />
      <TextField
        name="bank_account"
        label="银行账号"
        required={required}
        max={40}
        placeholder={type === 2 ? '8至30位数字' : '选填，增值税专用发票必填'}
      />
      <TextField
        name="reg_address"
        label="注册地址"
        required={required}
        max={INVOICE_REG_ADDRESS_MAX}
        placeholder={type === 2 ? '营业执照上的注册地址' : '选填，增值税专用发票必填'}
      />
      <TextField
        name="reg_phone"
        label="注册电话"
        required={required}
        max={20}
        placeholder={type === 2 ? '手机号或座机号，如 0571-88861234' : '选填，增值税专用发票必填'}
      />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="invoice-profile-save">
          保存开票信息
        </Button>
      </Form.Item>
    </Form>
  );
}
