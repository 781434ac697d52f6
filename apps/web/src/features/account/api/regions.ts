/** The region tree (api/user/get-regions) as antd Cascader options whose values are region codes. */
import type { RegionNode } from '@mall/shared/address';
import { useQuery } from '@tanstack/react-query';
import { regionsQueryOptions } from '@/api/user/get-regions';

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

export function useRegionOptions() {
  return useQuery({ ...regionsQueryOptions(), select: toOptions });
}
