/**
 * Changes to the acting store's delivery addresses (the list is api/user/get-addresses): POST
 * /api/user/address (add), POST /api/user/address/{id} (edit), DELETE /api/user/address/{id},
 * POST …/{id}/default.
 * Every change refreshes the list; refusals are shown by the client's shared handling.
 */
import type { Address, AddressInput } from '@mall/shared/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';
import { showToast } from '@/lib/feedback';

function useAddressChange<T>(call: (input: T) => ReturnType<typeof api.post>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => void showToast(envelope.msg),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.addresses }),
  });
}

export interface SaveAddress {
  id?: number;
  input: AddressInput;
}

export function useSaveAddress() {
  return useAddressChange(({ id, input }: SaveAddress) =>
    api.post<Address>(id === undefined ? '/api/user/address' : `/api/user/address/${id}`, input),
  );
}

export function useDeleteAddress() {
  return useAddressChange((id: number) => api.del<null>(`/api/user/address/${id}`));
}

export function useSetDefaultAddress() {
  return useAddressChange((id: number) => api.post<Address>(`/api/user/address/${id}/default`));
}
