/**
 * 申请售后: the kind, how many units of each line (up to what is not yet returned), a reason and
 * up to six photos, sent as one multipart request; on success the new after-sale's page opens.
 */
import {
  AFTER_SALE_IMAGES_MAX,
  AFTER_SALE_KINDS,
  AFTER_SALE_REASON_MAX,
  type AfterSaleKind,
  type OrderDetail,
  RETURN_KINDS,
} from '@mall/shared/order';
import { Button, Form, Input, InputNumber, Modal, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateAfterSale } from '@/api/orders/create-after-sale';
import { href } from '@/config/paths';
import { showErrorMessage } from '@/lib/feedback';
import styles from './order-detail.module.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export function afterSaleHref(id: number, kind: AfterSaleKind): string {
  return RETURN_KINDS.includes(kind)
    ? href('/order/returnInfo/:id', { id })
    : href('/order/afterSalesInfo/:id', { id });
}

interface AfterSaleFormProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

export function AfterSaleForm({ order, open, onClose }: AfterSaleFormProps): React.JSX.Element {
  const navigate = useNavigate();
  const create = useCreateAfterSale();
  const [kind, setKind] = useState<AfterSaleKind>('return_refund');
  const [numbers, setNumbers] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const lines = order.lines.filter((line) => line.number - line.refunded_number > 0);

  const submit = () => {
    const chosen = lines
      .map((line) => ({ order_line_id: line.id, number: numbers[line.id] ?? 0 }))
      .filter((line) => line.number > 0);
    if (chosen.length === 0) return void showErrorMessage('请填写申请售后的商品数量');
    if (reason.trim() === '') return void showErrorMessage('请填写申请原因');
    const images = files.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));
    create.mutate(
      { orderId: order.id, kind, reason: reason.trim(), lines: chosen, images },
      { onSuccess: (envelope) => void navigate(afterSaleHref(envelope.data.id, kind)) },
    );
  };

  return (
    <Modal
      title={`申请售后 · ${order.order_no}`}
      open={open}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={create.isPending}
          onClick={submit}
          data-testid="after-sale-submit"
        >
          提交申请
        </Button>,
      ]}
    >
      <Form layout="vertical" data-testid="after-sale-form">
        <Form.Item label="售后类型" required>
          <Radio.Group
            value={kind}
            onChange={(event) => setKind(event.target.value as AfterSaleKind)}
            options={Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label="申请商品及数量" required>
          <ul className={styles.applyLines}>
            {lines.map((line) => {
              const left = line.number - line.refunded_number;
              return (
                <li key={line.id} data-testid="after-sale-line">
                  <span className={styles.applyName}>
                    {line.name} <span className={styles.muted}>{line.ypgg}</span>
                  </span>
                  <span className={styles.muted}>
                    可申请 {left}
                    {line.bzdw}
                  </span>
                  <InputNumber
                    min={0}
                    max={left}
                    precision={0}
                    value={numbers[line.id] ?? 0}
                    onChange={(value) => setNumbers((prev) => ({ ...prev, [line.id]: value ?? 0 }))}
                  />
                </li>
              );
            })}
          </ul>
        </Form.Item>
        <Form.Item label="申请原因" required>
          <Input.TextArea
            data-testid="after-sale-reason"
            rows={4}
            maxLength={AFTER_SALE_REASON_MAX}
            showCount
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder="请描述问题，如破损、少发、批号不符等"
          />
        </Form.Item>
        <Form.Item label={`凭证图片（最多 ${AFTER_SALE_IMAGES_MAX} 张，支持 JPG、PNG、WEBP）`}>
          <Upload
            data-testid="after-sale-images"
            listType="picture-card"
            accept={IMAGE_TYPES}
            multiple
            maxCount={AFTER_SALE_IMAGES_MAX}
            fileList={files}
            // Files stay in the form and travel with the application in one request.
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(0, AFTER_SALE_IMAGES_MAX))}
          >
            {files.length < AFTER_SALE_IMAGES_MAX ? '上传图片' : null}
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
