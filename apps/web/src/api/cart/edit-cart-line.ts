/** POST /api/cart/{id}/edit; a refusal carries the quantity the server would accept (CartEditRefusal). */
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { afterCartChange } from './after-cart-change';

export function editCartLine({ id, number }: { id: number; number: number }): Promise<Envelope<unknown>> {
  return api.post<unknown>(
    `/api/cart/${id}/edit`,
    { params: { number }, new: 1 },
    { cancelGroup: `cart-edit:${id}` },
  );
}

export function useEditCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editCartLine, onSettled: () => afterCartChange(queryClient) });
}
