/**
 * Coupons, cash vouchers and the balance of step 2. Each change asks the server for the amounts
 * again (POST /api/order/preview); the page holds the choices.
 */
import { chinaDateTime } from '@mall/shared/china-time';
import type { CashVoucher, MemberCoupon } from '@mall/shared/order';
import { Checkbox, Radio } from 'antd';
import { couponRule, voucherRule } from '../utils/discount-text';
import styles from './choices.module.css';
import { Section } from './section';

/** 0 stands for 「不使用」 in the radio groups. */
const NONE = 0;

interface DiscountChoiceProps {
  coupons: MemberCoupon[];
  couponId: number | null;
  onCoupon: (id: number | null) => void;
  /** the vouchers with whether this order may use them */
  vouchers: { voucher: CashVoucher; usable: boolean }[];
  voucherId: number | null;
  onVoucher: (id: number | null) => void;
  balance: string | undefined;
  useBalance: boolean;
  onUseBalance: (use: boolean) => void;
}

export function DiscountChoice(props: DiscountChoiceProps): React.JSX.Element {
  const canUseBalance = props.balance !== undefined && props.balance !== '0.00';
  return (
    <Section title="优惠与余额" testId="checkout-discounts">
      <div className={styles.grid}>
        <div>
          <h3 className={styles.heading}>优惠券</h3>
          <Radio.Group
            className={styles.list}
            value={props.couponId ?? NONE}
            onChange={(e) => props.onCoupon(e.target.value === NONE ? null : (e.target.value as number))}
            data-testid="checkout-coupons"
          >
            {props.coupons.map((coupon) => (
              <Radio key={coupon.id} value={coupon.id}>
                <span className={styles.option}>
                  <span className={styles.strong}>{coupon.title}</span>
                  <span>{couponRule(coupon)}</span>
                  {coupon.saving ? <span className={styles.saving}>可省¥{coupon.saving}</span> : null}
                  <span className={styles.muted}>有效期至 {chinaDateTime(coupon.valid_to)}</span>
                </span>
              </Radio>
            ))}
            <Radio value={NONE}>不使用优惠券</Radio>
          </Radio.Group>
          {props.coupons.length === 0 ? <p className={styles.muted}>暂无可用于本订单的优惠券</p> : null}
        </div>
        <div>
          <h3 className={styles.heading}>现金券</h3>
          <Radio.Group
            className={styles.list}
            value={props.voucherId ?? NONE}
            onChange={(e) => props.onVoucher(e.target.value === NONE ? null : (e.target.value as number))}
            data-testid="checkout-vouchers"
          >
            {props.vouchers.map(({ voucher, usable }) => (
              <Radio key={voucher.id} value={voucher.id} disabled={!usable}>
                <span className={styles.option}>
                  <span className={styles.strong}>{voucher.title}</span>
                  <span>{voucherRule(voucher)}</span>
                  <span className={styles.muted}>有效期至 {chinaDateTime(voucher.valid_to)}</span>
                </span>
              </Radio>
            ))}
            <Radio value={NONE}>不使用现金券</Radio>
          </Radio.Group>
          <h3 className={styles.heading}>余额</h3>
          <Checkbox
            checked={props.useBalance}
            disabled={!canUseBalance}
            onChange={(e) => props.onUseBalance(e.target.checked)}
            data-testid="checkout-use-balance"
          >
            使用余额（可用余额 <span data-testid="checkout-balance">¥{props.balance ?? '0.00'}</span>）
          </Checkbox>
        </div>
      </div>
    </Section>
  );
}
