import { chinaToday } from '@mall/shared/china-time';
import { Button, Form, Input, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import {
  LICENCE_ACCEPT,
  LICENCE_MAX_BYTES,
  type LicenceType,
  type ScopeOption,
  uploadLicence,
} from '../api/licences';
import styles from './forms.module.css';

interface LicenceValues {
  number?: string;
  expires?: Dayjs;
  scopes?: number[];
  files?: UploadFile[];
}

type Values = Record<string, LicenceValues>;

interface LicenceFormProps {
  types: readonly LicenceType[];
  scopeOptions: readonly ScopeOption[];
  onDone: () => void;
}

const fileRule = (required: boolean) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const files = Array.isArray(value) ? (value as UploadFile[]) : [];
    if (files.length === 0) {
      if (required) throw new Error('请上传证照图片或PDF');
      return;
    }
    const file = files[0]?.originFileObj;
    if (file && file.size > LICENCE_MAX_BYTES) throw new Error('文件大小不能超过 5 MB');
  },
});

/** Form field group of a licence type (antd names must not be bare numbers). */
const key = (licence: LicenceType) => `t${licence.id}`;

const numberRule = {
  validator: async (_rule: unknown, value: unknown) => {
    const text = String(value ?? '').trim();
    if (!text) throw new Error('请输入证件编号');
    if (text.length > 64) throw new Error('证件编号不能超过 64 个字符');
  },
};

function hasAny(values: LicenceValues | undefined): boolean {
  return Boolean(
    values?.number?.trim() || values?.expires || values?.scopes?.length || values?.files?.length,
  );
}

/** Step 3: one block per licence type with its number, expiry date and file; then uploads them in turn. */
export function LicenceForm({ types, scopeOptions, onDone }: LicenceFormProps): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);

  const finish = async (values: Values) => {
    setUploading(true);
    try {
      for (const licence of types) {
        const v = values[key(licence)];
        const file = v?.files?.[0]?.originFileObj;
        if (!v || !file || !v.expires || !v.number) continue;
        await uploadLicence({
          typeId: licence.id,
          number: v.number.trim(),
          expiresOn: v.expires.format('YYYY-MM-DD'),
          scopeIds: licence.has_scope ? (v.scopes ?? []) : [],
          file,
        });
      }
      onDone();
    } catch {
      // The client showed the server's message; the buyer fixes the file and sends again.
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form<Values> form={form} data-testid="licence-form" layout="vertical" onFinish={(v) => void finish(v)}>
      {types.map((licence) => {
        const needed = ({ getFieldValue }: { getFieldValue: (name: string[]) => unknown }) =>
          licence.required === 1 || hasAny(getFieldValue([key(licence)]) as LicenceValues | undefined);
        return (
          <fieldset key={licence.id} className={styles.fieldset} data-testid={`licence-${licence.code}`}>
            <legend className={styles.legend}>
              {licence.name}
              {licence.required ? null : <span className={styles.optional}>选填</span>}
            </legend>
            <Form.Item
              label="证件编号"
              required={licence.required === 1}
              name={[key(licence), 'number']}
              rules={[(f) => (needed(f) ? numberRule : {})]}
            >
              <Input placeholder="请输入证件编号" maxLength={64} />
            </Form.Item>
            <Form.Item
              label="有效期至"
              required={licence.required === 1}
              name={[key(licence), 'expires']}
              rules={[(f) => (needed(f) ? { required: true, message: '请输入有效期至' } : {})]}
            >
              <DatePicker
                placeholder="请选择日期"
                disabledDate={(d) => d.format('YYYY-MM-DD') < chinaToday()}
                style={{ width: '100%' }}
              />
            </Form.Item>
            {licence.has_scope ? (
              <Form.Item
                label="经营范围"
                required={licence.required === 1}
                name={[key(licence), 'scopes']}
                rules={[(f) => (needed(f) ? { required: true, message: '请选择经营范围' } : {})]}
              >
                <Select
                  mode="multiple"
                  placeholder="请选择经营范围"
                  optionFilterProp="label"
                  options={scopeOptions.map((o) => ({ value: o.id, label: o.name }))}
                />
              </Form.Item>
            ) : null}
            <Form.Item
              label="证照文件"
              required={licence.required === 1}
              name={[key(licence), 'files']}
              valuePropName="fileList"
              getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
              rules={[(f) => fileRule(needed(f))]}
            >
              <Upload accept={LICENCE_ACCEPT} maxCount={1} beforeUpload={() => false} listType="text">
                <Button>选择文件</Button>
              </Upload>
            </Form.Item>
          </fieldset>
        );
      })}
      <Button type="primary" htmlType="submit" block size="large" loading={uploading}>
        提交审核
      </Button>
    </Form>
  );
}
