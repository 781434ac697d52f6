import { useState } from 'react';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { LicenceStep } from '../components/licence-step';
import { MemberGate } from '../components/member-gate';
import { PendingReview } from '../components/pending-review';
import { REGISTER_STEPS } from './steps';

/** /register/step3: the licences of the new member's store, then the pending-review screen. */
export default function RegisterStep3Page(): React.JSX.Element {
  const [done, setDone] = useState(false);
  return (
    <FlowFrame title="会员注册" steps={REGISTER_STEPS} current={done ? 3 : 2}>
      <MemberGate>
        {() => (done ? <PendingReview /> : <LicenceStep onDone={() => setDone(true)} />)}
      </MemberGate>
    </FlowFrame>
  );
}
