/** GET /api/region: province → city → district with codes, as antd Cascader options. */
import type { RegionNode } from '@mall/shared/address';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

function toOptions(nodes: readonly RegionNode[]): RegionOption[] {
  return nodes.map((node) => {
    const option: RegionOption = { value: String(node.code), label: node.name };
    if (node.children?.length) option.children = toOptions(node.children);
    return option;
  });
}

/** The tree changes only with a release: fetched once per visit. */
export function useRegionOptions() {
  return useQuery({
    queryKey: ['region', 'codes'] as const,
    queryFn: ({ signal }) =>
      api.get<RegionNode[]>('/api/region', undefined, { signal }).then((r) => toOptions(r.data)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
