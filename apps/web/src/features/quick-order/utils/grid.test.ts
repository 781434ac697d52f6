import { describe, expect, it } from 'vitest';
import {
  batchLinesOf,
  emptyRow,
  type GridRow,
  type PickedGoods,
  quantityProblem,
  withRefusals,
} from './grid';

const goods = (id: number, over: Partial<PickedGoods> = {}): PickedGoods => ({
  id,
  goods_price_id: id * 10,
  name: `药${id}`,
  ypgg: '10片',
  sccj: '某药厂',
  bzdw: '盒',
  base_price: '1.00',
  qg_number: 2,
  step: 2,
  member_limit: 10,
  number: 100,
  expiry_date: '',
  ...over,
});
const row = (g: PickedGoods | null, quantity: string): GridRow => ({ ...emptyRow(), goods: g, quantity });

describe('quick-order grid', () => {
  it('says what a typed quantity breaks, by the offer’s rules', () => {
    expect(quantityProblem(row(goods(1), '4'))).toBeNull();
    expect(quantityProblem(row(goods(1), ''))).toBe('请输入购买数量');
    expect(quantityProblem(row(goods(1), '2.5'))).toBe('请输入购买数量');
    expect(quantityProblem(row(goods(1), '3'))).toMatch(/2的倍数/);
    expect(quantityProblem(row(goods(1), '12'))).toMatch(/限购/);
    expect(quantityProblem(row(null, ''))).toBeNull();
  });

  it('sends only rows with an offer, in order', () => {
    const rows = [row(goods(1), '2'), row(null, ''), row(goods(2), '6')];
    expect(batchLinesOf(rows)).toEqual([
      { goods_id: 1, goods_price_id: 10, number: 2 },
      { goods_id: 2, goods_price_id: 20, number: 6 },
    ]);
  });

  it('puts each refusal on the grid row it names, skipping empty rows', () => {
    const rows = [row(null, ''), row(goods(1), '2'), row(goods(2), '6')];
    const marked = withRefusals(rows, [
      { row: 1, goods_id: 2, goods_price_id: 20, msg: '该商品库存不足', number: 4 },
    ]);
    expect(marked.map((r) => r.refusal)).toEqual([null, null, '该商品库存不足（最多可加4）']);
  });
});
