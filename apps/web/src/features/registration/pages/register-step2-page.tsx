import type { CompanyInput } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isMemberScopedQuery, isUserBaseKey } from '@/api/query-scope';
import { userKeys } from '@/api/user/user-keys';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { completeStep } from '@/lib/flow-steps';
import { clearRegisterToken, readRegisterToken } from '../api/draft';
import { registerStep2 } from '../api/registration-api';
import { CompanyForm } from '../components/company-form';
import { REGISTER_PATHS, REGISTER_STEPS } from './steps';

/** /register/step2: the business; creates the member (pending review) and logs it in. */
export default function RegisterStep2Page(): React.JSX.Element {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  // Read once: the token is cleared on success, before the navigation to step 3 has happened.
  const [registerToken] = useState(readRegisterToken);
  const step2 = useMutation({
    mutationFn: (input: CompanyInput) => registerStep2(registerToken ?? '', input),
    onSuccess: async (base) => {
      clearRegisterToken();
      completeStep('register', 2);
      // The new member is logged in: what was cached for the guest is stale, the answer is its base.
      queryClient.removeQueries({
        predicate: (q) => isMemberScopedQuery(q.queryKey) && !isUserBaseKey(q.queryKey),
      });
      queryClient.setQueryData(userKeys.base, base);
      await navigate(REGISTER_PATHS[2]);
    },
  });

  // Step 2 needs a checked step 1 of this tab.
  if (!registerToken) return <Navigate to={REGISTER_PATHS[0]} replace />;

  return (
    <FlowFrame title="会员注册" steps={REGISTER_STEPS} current={1}>
      <CompanyForm
        submitting={step2.isPending}
        submitText="下一步"
        initialYwy={searchParams.get('ywy') ?? undefined}
        onSubmit={(input) => step2.mutate(input)}
      />
    </FlowFrame>
  );
}
