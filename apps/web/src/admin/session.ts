/** Who is logged in to the console (GET /api/admin/me), login and logout. */
import type { AdminLoginInput, AdminMe, Permission } from '@mall/shared/admin';
import { can } from '@mall/shared/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './api';

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
};

export function useAdminMe() {
  return useQuery({
    queryKey: adminKeys.me,
    queryFn: () => adminApi.get<AdminMe | null>('/api/admin/me'),
    staleTime: 60_000,
  });
}

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminLoginInput) => adminApi.post<AdminMe>('/api/admin/login', input),
    onSuccess: (me) => {
      client.removeQueries({ queryKey: adminKeys.all });
      client.setQueryData(adminKeys.me, me);
    },
  });
}

export function useAdminLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<null>('/api/admin/logout'),
    onSettled: () => {
      client.removeQueries({ queryKey: adminKeys.all });
      client.setQueryData(adminKeys.me, null);
    },
  });
}

export const allows = (me: AdminMe | null | undefined, permission: Permission): boolean =>
  Boolean(me && can(me.roles, permission));
