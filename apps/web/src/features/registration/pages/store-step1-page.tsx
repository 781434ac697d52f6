import type { CompanyInput } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isMemberScopedQuery, isUserBaseKey } from '@/api/query-scope';
import { switchStore } from '@/api/user/switch-store';
import { userKeys } from '@/api/user/user-keys';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { completeStep } from '@/lib/flow-steps';
import { addStore } from '../api/registration-api';
import { CompanyForm } from '../components/company-form';
import { MemberGate } from '../components/member-gate';
import { STORE_PATHS, STORE_STEPS } from './steps';

/** /register/dd/step1: another store for the logged-in member; it becomes the acting store. */
export default function StoreStep1Page(): React.JSX.Element {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (input: CompanyInput) => switchStore((await addStore(input)).company_id),
    onSuccess: async (base) => {
      // Prices, cart and licences now belong to the new store; the chrome shows its name.
      queryClient.removeQueries({
        predicate: (q) => isMemberScopedQuery(q.queryKey) && !isUserBaseKey(q.queryKey),
      });
      queryClient.setQueryData(userKeys.base, base);
      completeStep('store', 1);
      await navigate(STORE_PATHS[1]);
    },
  });

  return (
    <FlowFrame title="新增门店" steps={STORE_STEPS} current={0}>
      <MemberGate>
        {() => (
          <CompanyForm
            submitting={add.isPending}
            submitText="下一步"
            onSubmit={(input) => add.mutate(input)}
          />
        )}
      </MemberGate>
    </FlowFrame>
  );
}
