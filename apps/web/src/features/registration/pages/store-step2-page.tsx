import { Navigate, useNavigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { completeStep, useStepAllowed } from '@/lib/flow-steps';
import { LicenceStep } from '../components/licence-step';
import { MemberGate } from '../components/member-gate';
import { STORE_PATHS, STORE_STEPS } from './steps';

/** /register/dd/step2: the licences of the new store (the acting store after step 1 in this tab). */
export default function StoreStep2Page(): React.JSX.Element {
  const navigate = useNavigate();
  const allowed = useStepAllowed('store', 2);
  if (!allowed) return <Navigate to={STORE_PATHS[0]} replace />;
  return (
    <FlowFrame title="新增门店" steps={STORE_STEPS} current={1}>
      <MemberGate>
        {() => (
          <LicenceStep
            onDone={() => {
              completeStep('store', 2);
              void navigate(STORE_PATHS[2], { replace: true });
            }}
          />
        )}
      </MemberGate>
    </FlowFrame>
  );
}
