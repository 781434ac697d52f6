/** /zzfw/yjfk 意见反馈: the feedback form and the member's past feedback with replies. */
import { useSearchParams } from 'react-router';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackHistory } from '../components/feedback-history';
import { SelfServiceNav } from '../components/self-service-nav';
import { pageOf } from '../utils/page-param';
import styles from './self-service.module.css';

export default function FeedbackPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  return (
    <AccountFrame title="意见反馈" testId="feedback-page">
      <SelfServiceNav />
      <FeedbackForm />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>我的反馈</h2>
        <FeedbackHistory
          page={pageOf(params)}
          onPage={(page) => setParams(page > 1 ? { page: String(page) } : {})}
        />
      </section>
    </AccountFrame>
  );
}
