/** A picture field of a form: upload (JPG/PNG/WEBP, 5 MB) or paste an address; shows the picture. */
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api';
import { uploadImage } from './content-api';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function ImageField({ value = '', onChange, id }: Props): React.JSX.Element {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          placeholder="上传图片，或填写 /media/… 或 https:// 图片地址"
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            uploadImage(file)
              .then((url) => {
                onChange?.(url);
                message.success('图片已上传');
              })
              .catch((error: unknown) => message.error(errorText(error)))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button loading={busy}>上传图片</Button>
        </Upload>
      </Space.Compact>
      {value ? <Image src={value} alt="预览" height={80} style={{ objectFit: 'contain' }} /> : null}
    </Space>
  );
}
