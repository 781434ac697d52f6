import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { saveRegisterToken } from '../api/draft';
import { registerStep1, type Step1Values } from '../api/registration-api';
import { AccountForm } from '../components/account-form';
import { REGISTER_PATHS, REGISTER_STEPS } from './steps';

/** /register/step1: phone, SMS code, password and the agreement. */
export default function RegisterStep1Page(): React.JSX.Element {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const step1 = useMutation({
    mutationFn: (input: Step1Values) => registerStep1(input),
    onSuccess: ({ register_token }) => {
      // A salesperson code on the registration link (?ywy=) is offered again in step 2.
      saveRegisterToken(register_token);
      void navigate(REGISTER_PATHS[1] + (searchParams.toString() ? `?${searchParams}` : ''));
    },
  });

  return (
    <FlowFrame
      title="会员注册"
      steps={REGISTER_STEPS}
      current={0}
      aside={<Link to="/register/wechat">微信注册</Link>}
    >
      <AccountForm submitting={step1.isPending} onSubmit={(input) => step1.mutate(input)} />
    </FlowFrame>
  );
}
