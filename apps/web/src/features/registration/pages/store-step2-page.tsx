import { useNavigate } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { LicenceStep } from '../components/licence-step';
import { MemberGate } from '../components/member-gate';
import { STORE_PATHS, STORE_STEPS } from './steps';

/** /register/dd/step2: the licences of the new store (the acting store after step 1). */
export default function StoreStep2Page(): React.JSX.Element {
  const navigate = useNavigate();
  return (
    <FlowFrame title="新增门店" steps={STORE_STEPS} current={1}>
      <MemberGate>
        {() => <LicenceStep onDone={() => void navigate(STORE_PATHS[2], { replace: true })} />}
      </MemberGate>
    </FlowFrame>
  );
}
