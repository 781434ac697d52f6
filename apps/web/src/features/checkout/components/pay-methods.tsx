/** The three ways to pay an order (余额支付 shows the balance and is off when it falls short). */
import { PAY_METHOD_TEXT, PAY_METHODS, type PayMethod } from '@mall/shared/order';
import { Button, Radio } from 'antd';
import { balanceCovers } from '../utils/pay-method';
import styles from './pay-panels.module.css';
import { Section } from './section';

interface PayMethodsProps {
  value: PayMethod;
  onChange: (method: PayMethod) => void;
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

export function PayMethods(props: PayMethodsProps): React.JSX.Element {
  const enough = balanceCovers(props.balance, props.payable);
  return (
    <Section title="支付方式" testId="pay-methods">
      <Radio.Group
        className={styles.methods}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as PayMethod)}
        disabled={props.disabled}
      >
        {PAY_METHODS.map((method) => (
          <Radio key={method} value={method} disabled={method === 'balance' && !enough}>
            {PAY_METHOD_TEXT[method]}
            <span className={styles.note}>
              {'　'}
              {method === 'balance'
                ? `可用余额 ¥${props.balance ?? '0.00'}${enough ? '' : '（余额不足）'}`
                : HINTS[method]}
            </span>
          </Radio>
        ))}
      </Radio.Group>
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
