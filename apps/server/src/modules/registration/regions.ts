/**
 * Province, city and district NAMES (registration sends names) checked against the same
 * division table the address book loads (address/region.service.ts). Municipalities list
 * their districts under the city 市辖区.
 */
import { regionIndex } from '../address/region.service.ts';

let byName: Map<string, Map<string, Set<string>>> | undefined;

function namesTree(): Map<string, Map<string, Set<string>>> {
  if (byName) return byName;
  byName = new Map();
  for (const province of regionIndex().tree) {
    const cities = new Map<string, Set<string>>();
    for (const city of province.children ?? [])
      cities.set(city.name, new Set((city.children ?? []).map((d) => d.name)));
    byName.set(province.name, cities);
  }
  return byName;
}

/** Field errors of an invalid region, first the outermost wrong level; undefined when it is valid. */
export function regionErrors(region: {
  province: string;
  city: string;
  district: string;
}): Record<string, string[]> | undefined {
  const cities = namesTree().get(region.province);
  if (!cities) return { province: ['请选择正确的省份'] };
  const districts = cities.get(region.city);
  if (!districts) return { city: ['请选择正确的城市'] };
  if (!districts.has(region.district)) return { district: ['请选择正确的区县'] };
  return undefined;
}
