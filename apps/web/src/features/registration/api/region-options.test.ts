import { CHINA_REGIONS } from '@mall/shared/regions';
import { describe, expect, it } from 'vitest';
import { toOptions } from './region-options';

describe('toOptions', () => {
  it('keys every level by its name and leaves districts without children', () => {
    const options = toOptions([
      {
        code: '11',
        name: '北京市',
        children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }],
      },
      { code: '71', name: '台湾省', children: [] },
    ]);
    expect(options).toEqual([
      {
        value: '北京市',
        label: '北京市',
        children: [{ value: '市辖区', label: '市辖区', children: [{ value: '东城区', label: '东城区' }] }],
      },
      { value: '台湾省', label: '台湾省' },
    ]);
  });

  it('turns the whole division list into three levels the server accepts by name', () => {
    const options = toOptions(CHINA_REGIONS);
    expect(options.length).toBeGreaterThan(30);
    const zhejiang = options.find((o) => o.value === '浙江省');
    const hangzhou = zhejiang?.children?.find((o) => o.value === '杭州市');
    expect(hangzhou?.children?.map((o) => o.value)).toContain('西湖区');
  });
});
