import { Navigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { useStepAllowed } from '@/lib/flow-steps';
import { PendingReview } from '../components/pending-review';
import { STORE_PATHS, STORE_STEPS } from './steps';

/** /register/dd/step3: the new store waits for review; only after its licences went in, in this tab. */
export default function StoreStep3Page(): React.JSX.Element {
  const allowed = useStepAllowed('store', 3, true);
  if (!allowed) return <Navigate to={STORE_PATHS[0]} replace />;
  return (
    <FlowFrame title="新增门店" steps={STORE_STEPS} current={3}>
      <PendingReview />
    </FlowFrame>
  );
}
