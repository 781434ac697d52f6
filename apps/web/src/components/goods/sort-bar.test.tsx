import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SortBar } from './sort-bar';

const render = (priceSort: boolean, value?: 'price_desc' | 'sales') =>
  renderToStaticMarkup(<SortBar value={value} priceSort={priceSort} onChange={() => undefined} />);

describe('the sort bar', () => {
  it('offers the price sort to readers who may see prices', () => {
    expect(render(true)).toContain('价格 ↑');
    expect(render(true, 'price_desc')).toContain('价格 ↓');
  });

  it('offers no price sort to guests and pending members, and shows a price sort from a link as not applied', () => {
    const html = render(false, 'price_desc');
    expect(html).not.toContain('价格');
    expect(html).toMatch(/aria-pressed="true"[^>]*>综合</);
    expect(render(false, 'sales')).toMatch(/aria-pressed="true"[^>]*>销量</);
  });
});
