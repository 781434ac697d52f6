import { describe, expect, it } from 'vitest';
import { categoryPath } from './category-path';

const tree = [
  {
    id: 1,
    name: '抗感染',
    children: [
      { id: 11, name: '青霉素类', children: [{ id: 111, name: '阿莫西林', children: [] }] },
      { id: 12, name: '头孢类', children: [] },
    ],
  },
  { id: 2, name: '心脑血管', children: [] },
];

describe('categoryPath', () => {
  it('walks from the root to the category', () => {
    expect(categoryPath(tree, 111).map((node) => node.name)).toEqual(['抗感染', '青霉素类', '阿莫西林']);
    expect(categoryPath(tree, 2).map((node) => node.id)).toEqual([2]);
  });

  it('is empty for an unknown or missing id', () => {
    expect(categoryPath(tree, 999)).toEqual([]);
    expect(categoryPath(tree, undefined)).toEqual([]);
  });
});
