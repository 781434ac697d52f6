/**
 * The 开票信息 section of /zhzx/basic. Checkout's note links here by its id; the form appears only
 * once the profile has loaded, so the page scrolls to it then rather than on navigation.
 */
import { INVOICE_PROFILE_ANCHOR } from '@mall/shared/invoice-profile';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useInvoiceProfile } from '@/api/user/get-invoice-profile';
import { Spinner } from '@/components/spinner';
import styles from '../pages/account-pages.module.css';
import { InvoiceProfileForm } from './invoice-profile-form';
import { LoadFailed } from './load-failed';

export function InvoiceProfileSection(): React.JSX.Element {
  const profile = useInvoiceProfile();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const ready = profile.isSuccess;

  useEffect(() => {
    if (ready && hash === `#${INVOICE_PROFILE_ANCHOR}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  return (
    <section id={INVOICE_PROFILE_ANCHOR} ref={ref} className={styles.anchored} data-testid="invoice-profile">
      <h2 className={styles.subtitle}>开票信息</h2>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <LoadFailed what="开票信息" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <p className={styles.intro}>
            {profile.data
              ? '下单时订单会使用此处的开票信息，修改后只对之后提交的订单生效。'
              : '尚未设置开票信息。未设置时，订单按门店名称开具电子发票，且不含纳税人识别号。'}
          </p>
          <InvoiceProfileForm profile={profile.data} />
        </>
      )}
    </section>
  );
}
