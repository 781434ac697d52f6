/** The goods' pictures as a form control: thumbnails (the first is the main one), upload and remove. */
import { App, Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api';
import { uploadGoodsImage } from './catalogue-api';

const MAX_IMAGES = 10;

export function ImagesField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (next: string[]) => void;
}): React.JSX.Element {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap align="start" data-testid="goods-images">
      {value.map((src, i) => (
        <Space key={src} orientation="vertical" size={4} align="center">
          <Image src={src} width={72} height={72} alt={i === 0 ? '主图' : `图片${i + 1}`} />
          <Button size="small" type="link" onClick={() => onChange?.(value.filter((s) => s !== src))}>
            {i === 0 ? '删除主图' : '删除'}
          </Button>
        </Space>
      ))}
      {value.length < MAX_IMAGES ? (
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            uploadGoodsImage(file)
              .then(({ url }) => onChange?.([...value.filter((s) => s !== url), url]))
              .catch((error) => void message.error(errorText(error)))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button loading={busy}>上传图片</Button>
        </Upload>
      ) : null}
    </Space>
  );
}
