/**
 * Layout shift as the browser reports it: evaluated in the page (a string, as the tools' TypeScript
 * has no DOM), it sums the 'layout-shift' entries without recent input from navigation until
 * `settleMs` after the load event (a buffered PerformanceObserver, so earlier shifts count too) and
 * names the elements that moved most. The sum is at least the Web Vitals CLS (its worst window).
 */
export interface LayoutShift {
  cls: number;
  /** The elements that moved most, with their share, e.g. `footer[site-footer] 0.408`. */
  sources: string[];
}

/**
 * In-page JS: sums every 'layout-shift' entry without recent input (buffered, so earlier ones too)
 * into `state.cls`, and each moved element's share into `state.moved` by a short name.
 */
const OBSERVE_INTO_STATE = `
  const name = (node) => {
    if (!node || !node.tagName) return '?';
    const id = node.getAttribute('data-testid');
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return node.tagName.toLowerCase() + (id ? '[' + id + ']' : cls ? '.' + cls : '');
  };
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (shift.hadRecentInput) continue;
      state.cls += shift.value;
      for (const source of shift.sources || []) {
        const key = name(source.node);
        state.moved.set(key, (state.moved.get(key) || 0) + shift.value);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });`;

/** In-page JS: the LayoutShift of `state`, its three elements that moved most. */
const SHIFT_OF_STATE = `({ cls: state.cls, sources: [...state.moved.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => k + ' ' + v.toFixed(3)) })`;

export function readLayoutShift(settleMs: number): string {
  return `new Promise((done) => {
  const state = { cls: 0, moved: new Map() };
  ${OBSERVE_INTO_STATE}
  const finish = () => setTimeout(() => done(${SHIFT_OF_STATE}), ${settleMs});
  if (document.readyState === 'complete') finish();
  else window.addEventListener('load', finish, { once: true });
})`;
}

/**
 * An init script (`page.addInitScript`, so it runs before the page's own scripts on every
 * navigation): sums the 'layout-shift' entries without recent input into `window.__layoutShift`,
 * with the share of each element that moved. Read it with READ_OBSERVED_SHIFT once the page settled.
 */
export const OBSERVE_LAYOUT_SHIFT = `(() => {
  const state = { cls: 0, moved: new Map() };
  window.__layoutShift = state;
  ${OBSERVE_INTO_STATE}
})()`;

/** Evaluated in the page: the LayoutShift the init script OBSERVE_LAYOUT_SHIFT has summed so far. */
export const READ_OBSERVED_SHIFT = `(() => {
  const state = window.__layoutShift;
  if (!state) return { cls: -1, sources: ['no observer'] };
  return ${SHIFT_OF_STATE};
})()`;
