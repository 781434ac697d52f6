import { CANCEL_REASONS } from '@mall/shared/order';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';

interface CancelDialogProps {
  orderNo: string;
  open: boolean;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}

/** 取消订单: the buyer picks a reason (the server keeps it on the order) and confirms. */
export function CancelDialog({
  orderNo,
  open,
  busy,
  onCancel,
  onClose,
}: CancelDialogProps): React.JSX.Element {
  const [reason, setReason] = useState<string | undefined>(undefined);
  return (
    <Modal
      title="取消订单"
      open={open}
      okText="确定取消"
      cancelText="再想想"
      okButtonProps={{ danger: true, disabled: reason === undefined, loading: busy }}
      onOk={() => reason && onCancel(reason)}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setReason(undefined)}
    >
      <p>确定要取消订单 {orderNo} 吗？取消后已使用的优惠券和现金券将退回。</p>
      <Form layout="vertical">
        <Form.Item label="取消原因" required>
          <Select
            data-testid="cancel-reason"
            placeholder="请选择取消原因"
            value={reason}
            onChange={setReason}
            options={CANCEL_REASONS.map((text) => ({ value: text, label: text }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
