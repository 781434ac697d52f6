/** The members section's calls (GET/POST /api/admin/members/…) and their query keys. */
import type {
  CompanyProfile,
  ExpiringLicenceItem,
  MembersOptions,
  ReviewKind,
  ReviewQueue,
} from '@mall/shared/admin-members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../api';
import { adminKeys } from '../../session';

export const membersKeys = {
  all: [...adminKeys.all, 'members'] as const,
  queue: [...adminKeys.all, 'members', 'queue'] as const,
  expiring: (days: number) => [...adminKeys.all, 'members', 'expiring', days] as const,
  options: [...adminKeys.all, 'members', 'options'] as const,
  company: (id: number) => [...adminKeys.all, 'members', 'company', id] as const,
};

export const useReviewQueue = () =>
  useQuery({
    queryKey: membersKeys.queue,
    queryFn: () => adminApi.get<ReviewQueue>('/api/admin/members/reviews'),
  });

export const useExpiring = (days: number) =>
  useQuery({
    queryKey: membersKeys.expiring(days),
    queryFn: () => adminApi.get<ExpiringLicenceItem[]>('/api/admin/members/expiring', { days }),
  });

export const useMembersOptions = () =>
  useQuery({
    queryKey: membersKeys.options,
    queryFn: () => adminApi.get<MembersOptions>('/api/admin/members/options'),
    staleTime: 300_000,
  });

export const useCompanyProfile = (id: number | null) =>
  useQuery({
    queryKey: membersKeys.company(id ?? 0),
    queryFn: () => adminApi.get<CompanyProfile>(`/api/admin/members/companies/${id}`),
    enabled: id !== null,
  });

export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: ReviewKind; id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      adminApi.post<{ summary: string; company_status: number }>(
        `/api/admin/members/reviews/${input.kind}/${input.id}`,
        { decision: input.decision, reason: input.reason ?? '' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

export function useSaveCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { customer_type?: string; account_manager_id?: number | null }) =>
      adminApi.post<CompanyProfile>(`/api/admin/members/companies/${id}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}

export function useSaveLicenceScopes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope_ids }: { id: number; scope_ids: number[] }) =>
      adminApi.post<{ scope_ids: number[] }>(`/api/admin/members/licences/${id}/scopes`, { scope_ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
