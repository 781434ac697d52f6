/** DELETE /api/user/logout; a failure goes through the client's shared handling (SPEC §8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/api/client';
import { isMemberScopedQuery, isUserBaseKey } from '@/api/query-scope';
import { userKeys } from './user-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.del<null>('/api/user/logout'),
    onSuccess: async () => {
      queryClient.removeQueries({
        predicate: (q) => isMemberScopedQuery(q.queryKey) && !isUserBaseKey(q.queryKey),
      });
      await queryClient.invalidateQueries({ queryKey: userKeys.base });
      await navigate('/');
    },
  });
}
