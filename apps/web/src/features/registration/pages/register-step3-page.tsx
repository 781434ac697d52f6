import { useState } from 'react';
import { Navigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { useStepAllowed } from '@/lib/flow-steps';
import { LicenceStep } from '../components/licence-step';
import { MemberGate } from '../components/member-gate';
import { PendingReview } from '../components/pending-review';
import { REGISTER_PATHS, REGISTER_STEPS } from './steps';

/**
 * /register/step3: the licences of the new member's store, then the pending-review screen. Only
 * after step 2 created the member in this tab; a member's licences otherwise live at /zhzx/zzzj.
 */
export default function RegisterStep3Page(): React.JSX.Element {
  const allowed = useStepAllowed('register', 3, true);
  const [done, setDone] = useState(false);
  if (!allowed) return <Navigate to={REGISTER_PATHS[0]} replace />;
  return (
    <FlowFrame title="会员注册" steps={REGISTER_STEPS} current={done ? 3 : 2}>
      <MemberGate>
        {() => (done ? <PendingReview /> : <LicenceStep onDone={() => setDone(true)} />)}
      </MemberGate>
    </FlowFrame>
  );
}
