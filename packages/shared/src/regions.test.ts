import { describe, expect, it } from 'vitest';
import type { RegionNode } from './address.ts';
import { CHINA_REGIONS } from './regions.ts';

const count = (nodes: readonly RegionNode[] | undefined): number => nodes?.length ?? 0;

describe('CHINA_REGIONS', () => {
  it('holds every mainland province, city and district with nested codes', () => {
    const cities = CHINA_REGIONS.flatMap((p) => p.children ?? []);
    const districts = cities.flatMap((c) => c.children ?? []);
    expect([CHINA_REGIONS.length, cities.length, districts.length]).toEqual([31, 342, 3056]);
    for (const province of CHINA_REGIONS) {
      expect(province.code).toMatch(/^\d{2}$/);
      for (const city of province.children ?? []) {
        expect(city.code.slice(0, 2)).toBe(province.code);
        for (const district of city.children ?? []) {
          expect(district.code.slice(0, 4)).toBe(city.code);
          expect(district.children).toBeUndefined();
        }
      }
    }
    expect(districts.every((d) => count(d.children) === 0)).toBe(true);
  });

  it('names the places buyers pick, municipalities under 市辖区', () => {
    const zhejiang = CHINA_REGIONS.find((p) => p.name === '浙江省');
    const hangzhou = zhejiang?.children?.find((c) => c.name === '杭州市');
    expect(hangzhou?.children?.find((d) => d.name === '西湖区')?.code).toBe('330106');
    const beijing = CHINA_REGIONS.find((p) => p.code === '11');
    expect(beijing?.children?.map((c) => c.name)).toEqual(['市辖区']);
  });
});
