import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { PendingReview } from '../components/pending-review';
import { STORE_STEPS } from './steps';

/** /register/dd/step3: the new store waits for review. */
export default function StoreStep3Page(): React.JSX.Element {
  return (
    <FlowFrame title="新增门店" steps={STORE_STEPS} current={3}>
      <PendingReview />
    </FlowFrame>
  );
}
