import { chinaToday } from '@mall/shared/china-time';
import type { Licence, LicenceType } from '@mall/shared/licence';
import { Alert, Button, Form, Input, Modal, Select, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useUploadLicence } from '@/api/user/upload-licence';
import { DatePicker } from '@/lib/antd-date-picker';
import { formatSize, MAX_LICENCE_BYTES } from '../utils/file-size';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

interface UploadFormValues {
  type: number;
  number: string;
  holder?: string;
  expires_on: Dayjs;
}

interface LicenceUploadModalProps {
  /** The licence being replaced, or a type to upload for the first time; null when closed. */
  target: { licence?: Licence; typeId?: number } | null;
  types: LicenceType[];
  onClose: () => void;
}

/** Uploads a new version of a licence (image or PDF, at most 5 MB); it waits for review. */
export function LicenceUploadModal({ target, types, onClose }: LicenceUploadModalProps): React.JSX.Element {
  const [form] = Form.useForm<UploadFormValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadLicence();
  const licence = target?.licence;

  useEffect(() => {
    if (!target) return;
    setFile(null);
    setFileError(null);
    form.resetFields();
    form.setFieldsValue({
      type: licence?.type_id ?? target.typeId,
      number: licence?.number ?? '',
      holder: licence?.holder ?? '',
    });
  }, [target, licence, form]);

  const pick = (picked: File) => {
    if (picked.size > MAX_LICENCE_BYTES) {
      setFile(null);
      setFileError(`文件大小为 ${formatSize(picked.size)}，不能超过 5 MB`);
    } else {
      setFile(picked);
      setFileError(null);
    }
    return false;
  };

  const submit = (values: UploadFormValues) => {
    if (!file) {
      setFileError('请选择证件图片或 PDF 文件');
      return;
    }
    upload.mutate(
      {
        type: values.type,
        number: values.number.trim(),
        holder: values.holder?.trim() || undefined,
        expires_on: values.expires_on.format('YYYY-MM-DD'),
        scope_ids: licence?.scopes.map((s) => s.id) ?? [],
        file,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={licence ? `更新${licence.type_name}` : '上传证件'}
      okText="提交审核"
      cancelText="取消"
      confirmLoading={upload.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<UploadFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        data-testid="licence-form"
      >
        <Form.Item label="证件类型" name="type" rules={[{ required: true, message: '请选择证件类型' }]}>
          <Select
            disabled={Boolean(licence)}
            placeholder="请选择证件类型"
            options={types.map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item
          label="证件编号"
          name="number"
          rules={[
            { required: true, whitespace: true, message: '请输入证件编号' },
            { max: 64, message: '证件编号不能超过 64 个字符' },
          ]}
        >
          <Input maxLength={64} placeholder="请输入证件编号" />
        </Form.Item>
        <Form.Item
          label="持证人（选填）"
          name="holder"
          rules={[{ max: 50, message: '持证人不能超过 50 个字符' }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="有效期至" name="expires_on" rules={[{ required: true, message: '请输入有效期至' }]}>
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => day.format('YYYY-MM-DD') < chinaToday()}
            placeholder="请选择有效期截止日期"
          />
        </Form.Item>
        <Form.Item label="证件文件" required>
          <Upload accept={ACCEPT} beforeUpload={pick} showUploadList={false} maxCount={1}>
            <Button>选择文件</Button>
          </Upload>
          <div data-testid="licence-file">
            {file
              ? `${file.name}（${formatSize(file.size)}）`
              : '支持 JPG、PNG、WEBP 图片或 PDF，不超过 5 MB'}
          </div>
        </Form.Item>
        {fileError ? <Alert type="error" showIcon title={fileError} /> : null}
        {licence?.scopes.length ? <p>经营范围沿用：{licence.scopes.map((s) => s.name).join('、')}</p> : null}
      </Form>
    </Modal>
  );
}
