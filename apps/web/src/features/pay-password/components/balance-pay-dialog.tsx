/**
 * 余额支付 asks first: with a payment password set, the 6 digits (the server checks them and
 * counts wrong ones); without one, a confirmation with the amount and a way to set one.
 */
import { PAY_PASSWORD_MESSAGES } from '@mall/shared/subscription';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePayPasswordStatus } from '../api/pay-password';
import styles from './balance-pay-dialog.module.css';

export const PAY_PASSWORD_PAGE = '/zhzx/zfmm';

interface BalancePayDialogProps {
  open: boolean;
  /** yuan taken from the balance */
  amount: string;
  pending: boolean;
  onConfirm: (payPassword: string | undefined) => void;
  onCancel: () => void;
}

export function BalancePayDialog({ open, amount, pending, onConfirm, onCancel }: BalancePayDialogProps) {
  const status = usePayPasswordStatus(open);
  const [password, setPassword] = useState('');
  const isSet = status.data?.is_set === 1;
  const ready = !status.isPending && (!isSet || /^\d{6}$/.test(password));
  const confirm = () => {
    if (!ready) return;
    onConfirm(isSet ? password : undefined);
    setPassword('');
  };
  return (
    <Modal
      open={open}
      title="确认余额支付"
      okText="确认支付"
      cancelText="取消"
      onOk={confirm}
      onCancel={() => {
        setPassword('');
        onCancel();
      }}
      okButtonProps={{ disabled: !ready, loading: pending, 'data-testid': 'balance-pay-confirm' } as never}
      destroyOnHidden
    >
      <div data-testid="balance-pay-dialog">
        <p>
          将从账户余额中支付 <strong className={styles.amount}>¥{amount}</strong>，确认支付吗？
        </p>
        {isSet ? (
          <div className={styles.field}>
            <label htmlFor="balance-pay-password">支付密码</label>
            <Input.Password
              id="balance-pay-password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
              onPressEnter={confirm}
              maxLength={6}
              inputMode="numeric"
              autoComplete="off"
              placeholder={PAY_PASSWORD_MESSAGES.format}
              data-testid="pay-password-input"
            />
          </div>
        ) : status.data ? (
          <p className={styles.hint} data-testid="pay-password-offer">
            您尚未设置支付密码，设置后余额支付需输入密码，更安全。
            <Link to={PAY_PASSWORD_PAGE}>去设置支付密码</Link>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
