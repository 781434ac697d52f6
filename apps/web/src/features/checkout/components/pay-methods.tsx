/**
 * The ways to pay an order that the store takes now (余额支付 shows the balance and is off when it
 * falls short). Without an online provider there is no 在线支付, and the buyer is told so.
 */
import { ORDER_MESSAGES, PAY_METHOD_TEXT, type PayMethod } from '@mall/shared/order';
import type { PayOptions } from '@mall/shared/payment';
import { Button, Radio } from 'antd';
import { balanceCovers } from '../utils/pay-method';
import styles from './pay-panels.module.css';
import { Section } from './section';

interface PayMethodsProps {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  options: PayOptions;
  balance: string | undefined;
  payable: string;
  disabled: boolean;
  paying: boolean;
  onPay: () => void;
}

const HINTS: Record<PayMethod, string> = {
  balance: '',
  online: '通过在线收银台扫码支付',
  transfer: '向对公账户转账，财务确认后发货',
};

/** The sandbox takes no money: a buyer of the demo should know a 支付成功 there is not real. */
const SANDBOX_HINT = '沙箱收银台：仅供开发与演示，不会真实扣款';

export function PayMethods(props: PayMethodsProps): React.JSX.Element {
  const enough = balanceCovers(props.balance, props.payable);
  const hint = (method: PayMethod) => {
    if (method === 'balance') return `可用余额 ¥${props.balance ?? '0.00'}${enough ? '' : '（余额不足）'}`;
    if (method === 'online' && props.options.online_provider === 'sandbox') return SANDBOX_HINT;
    return HINTS[method];
  };
  return (
    <Section title="支付方式" testId="pay-methods">
      <Radio.Group
        className={styles.methods}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as PayMethod)}
        disabled={props.disabled}
      >
        {props.options.methods.map((method) => (
          <Radio key={method} value={method} disabled={method === 'balance' && !enough}>
            {PAY_METHOD_TEXT[method]}
            <span className={styles.note}>
              {'　'}
              {hint(method)}
            </span>
          </Radio>
        ))}
      </Radio.Group>
      {props.options.methods.includes('online') ? null : (
        <p className={styles.note} data-testid="pay-online-unavailable">
          {ORDER_MESSAGES.onlineUnavailable}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          disabled={props.disabled}
          loading={props.paying}
          onClick={props.onPay}
          data-testid="pay-submit"
        >
          立即支付
        </Button>
      </div>
    </Section>
  );
}
