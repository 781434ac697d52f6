/** GET /api/contract and POST /api/contract/sign: the electronic purchase contract (电子采购合同). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface ContractSignature {
  name: string;
  /** Unix seconds. */
  signed_at: number;
  content_hash: string;
}

export interface Contract {
  title: string;
  content: string;
  version: number;
  signed: ContractSignature | null;
}

export interface SignContractInput {
  name: string;
  agree: 1;
}

const contractKey = ['user', 'contract'] as const;

export function useContract() {
  return useQuery({
    queryKey: contractKey,
    queryFn: ({ signal }) => api.get<Contract>('/api/contract', undefined, { signal }).then((r) => r.data),
  });
}

/** Signs; a refusal (422: no name, not agreed) is shown by the client's shared handling. */
export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignContractInput) => api.post<unknown>('/api/contract/sign', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKey }),
  });
}
