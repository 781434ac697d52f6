/** The delivery address of step 2: the store's addresses, the default first, and a way to add one. */
import type { Address } from '@mall/shared/address';
import { Radio } from 'antd';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import styles from './choices.module.css';
import { Section, sectionStyles } from './section';

interface AddressChoiceProps {
  addresses: Address[];
  value: number | undefined;
  onChange: (id: number) => void;
}

export function AddressChoice({ addresses, value, onChange }: AddressChoiceProps): React.JSX.Element {
  const manage = (
    <Link className={sectionStyles.link} to={href('/zhzx/addr')}>
      {addresses.length === 0 ? '新增收货地址' : '管理收货地址'}
    </Link>
  );
  return (
    <Section title="收货地址" extra={manage} testId="checkout-address">
      {addresses.length === 0 ? (
        <p className={sectionStyles.note} data-testid="checkout-address-empty">
          还没有收货地址，请先
          <Link className={sectionStyles.link} to={href('/zhzx/addr')}>
            添加收货地址
          </Link>
        </p>
      ) : (
        <Radio.Group
          className={styles.list}
          value={value}
          onChange={(e) => onChange(e.target.value as number)}
        >
          {addresses.map((address) => (
            <Radio key={address.id} value={address.id} data-testid="checkout-address-option">
              <span className={styles.option}>
                <span className={styles.strong}>{address.consignee}</span>
                <span>{address.phone}</span>
                <span>{address.full_address}</span>
                {address.is_default === 1 ? <span className={styles.badge}>默认</span> : null}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Section>
  );
}
