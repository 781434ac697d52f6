/**
 * The invoice the order will carry: the store's invoice profile (type, title, tax number). The
 * profile is kept in the account centre; without one the order still goes through, and the note
 * links to the 开票信息 section of /zhzx/basic.
 */
import { INVOICE_PROFILE_ANCHOR } from '@mall/shared/invoice-profile';
import type { InvoiceProfile } from '@mall/shared/order';
import { Link } from 'react-router';
import { href } from '@/config/paths';
import styles from './choices.module.css';
import { Section, sectionStyles } from './section';

export function InvoiceBox({ profile }: { profile: InvoiceProfile | null }): React.JSX.Element {
  return (
    <Section title="发票信息" testId="checkout-invoice">
      {profile ? (
        <dl className={styles.fields}>
          <dt>发票类型</dt>
          <dd data-testid="invoice-type">{profile.invoice_type_text}</dd>
          <dt>发票抬头</dt>
          <dd data-testid="invoice-title">{profile.title}</dd>
          <dt>纳税人识别号</dt>
          <dd data-testid="invoice-tax-number">{profile.tax_number}</dd>
        </dl>
      ) : (
        <p className={sectionStyles.note} data-testid="checkout-invoice-empty">
          尚未设置开票信息，请到
          <Link
            className={sectionStyles.link}
            to={{ pathname: href('/zhzx/basic'), hash: INVOICE_PROFILE_ANCHOR }}
            data-testid="checkout-invoice-setup"
          >
            基本信息
          </Link>
          中完善开票资料。
        </p>
      )}
    </Section>
  );
}
