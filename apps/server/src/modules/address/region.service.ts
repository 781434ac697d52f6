/**
 * China's province → city → district list with codes (the table shipped in @mall/shared/regions),
 * indexed once and kept in memory with its ETag. Addresses and registered-address changes check
 * codes against it.
 */
import { createHash } from 'node:crypto';
import type { RegionNames } from '@mall/shared/account';
import type { RegionNode } from '@mall/shared/address';
import { CHINA_REGIONS } from '@mall/shared/regions';
import { AppError } from '../../http/app-error.ts';

interface RegionIndex {
  tree: RegionNode[];
  /** The tree serialised once: every answer sends the same bytes. */
  json: string;
  etag: string;
  byCode: Map<string, { node: RegionNode; parent: string | null }>;
}

let index: RegionIndex | undefined;

function load(): RegionIndex {
  const tree = CHINA_REGIONS as RegionNode[];
  const byCode = new Map<string, { node: RegionNode; parent: string | null }>();
  const walk = (nodes: RegionNode[], parent: string | null) => {
    for (const node of nodes) {
      byCode.set(node.code, { node, parent });
      if (node.children) walk(node.children, node.code);
    }
  };
  walk(tree, null);
  const json = JSON.stringify(tree);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  return { tree, json, etag, byCode };
}

export function regionIndex(): RegionIndex {
  index ??= load();
  return index;
}

/** The tree as JSON and its ETag. */
export function getRegionTree(): { json: string; etag: string } {
  const { json, etag } = regionIndex();
  return { json, etag };
}

export interface RegionCodes {
  province: string;
  city: string;
  district: string;
}

/**
 * The names of a province, city and district when each is a real code and each lies inside
 * the one before; otherwise undefined.
 */
export function resolveRegion(codes: RegionCodes): RegionNames | undefined {
  const { byCode } = regionIndex();
  const province = byCode.get(codes.province);
  const city = byCode.get(codes.city);
  const district = byCode.get(codes.district);
  if (!province || province.parent !== null) return undefined;
  if (!city || city.parent !== codes.province) return undefined;
  if (!district || district.parent !== codes.city || district.node.children) return undefined;
  return {
    province_code: codes.province,
    province: province.node.name,
    city_code: codes.city,
    city: city.node.name,
    district_code: codes.district,
    district: district.node.name,
  };
}

/** Like resolveRegion, but a wrong code is a 422 on the first field that is wrong. */
export function requireRegion(codes: RegionCodes, message: string): RegionNames {
  const names = resolveRegion(codes);
  if (names) return names;
  const { byCode } = regionIndex();
  const field =
    byCode.get(codes.province)?.parent !== null
      ? 'province'
      : byCode.get(codes.city)?.parent !== codes.province
        ? 'city'
        : 'district';
  throw AppError.validation({ [field]: [message] });
}
