/**
 * The address book's changes share one shape: call, show the server's message, refresh the list
 * (the address book's and checkout's). Refusals are shown by the client's shared handling.
 */
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/feedback';
import { userKeys } from './user-keys';

export function useAddressChange<T, R>(call: (input: T) => Promise<Envelope<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => void showToast(envelope.msg),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.addresses }),
  });
}
