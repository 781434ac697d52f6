import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineBadges } from './line-badges';

const render = (type: 0 | 1 | 3 | 4, isYj: 0 | 1 = 0) =>
  renderToStaticMarkup(<LineBadges line={{ type, is_yj: isYj }} />);

describe("an order line's badges", () => {
  it('names a package, a trade-up and a negotiated price', () => {
    expect(render(3)).toContain('组合');
    expect(render(4)).toContain('换购');
    expect(render(0, 1)).toContain('议价');
  });

  it('shows nothing for an ordinary line', () => {
    expect(render(0)).toBe('');
    expect(render(1)).toBe('');
  });
});
