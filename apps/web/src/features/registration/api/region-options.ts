/** GET /api/region's tree as antd Cascader options. Registration stores region names, so an option's value is its name. */
import type { RegionNode } from '@mall/shared/address';

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

export function toOptions(nodes: readonly RegionNode[]): RegionOption[] {
  return nodes.map((node) => {
    const option: RegionOption = { value: node.name, label: node.name };
    if (node.children?.length) option.children = toOptions(node.children);
    return option;
  });
}
