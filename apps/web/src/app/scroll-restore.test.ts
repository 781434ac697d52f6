import { describe, expect, it } from 'vitest';
import { RESTORE_LIMIT_MS, restoreWhenTallEnough, type ScrollSurface } from './scroll-restore';

/** A page that grows on demand; scrolls are clamped to its height as a browser clamps them. */
function fakePage(maxScrollY: number, scrollY = 0) {
  const listeners = { resize: new Set<() => void>(), reader: new Set<() => void>() };
  const timers = new Set<() => void>();
  const page = {
    max: maxScrollY,
    y: Math.min(scrollY, maxScrollY),
    scrolls: [] as number[],
    grow(to: number) {
      page.max = to;
      for (const callback of [...listeners.resize]) callback();
    },
    readerScrolls() {
      for (const callback of [...listeners.reader]) callback();
    },
    timeUp() {
      for (const callback of [...timers]) callback();
    },
    listening: () => listeners.resize.size + listeners.reader.size + timers.size,
  };
  const surface: ScrollSurface = {
    scrollY: () => page.y,
    maxScrollY: () => page.max,
    scrollTo: (y) => {
      page.scrolls.push(y);
      page.y = Math.min(y, page.max);
    },
    onResize: (callback) => {
      listeners.resize.add(callback);
      return () => listeners.resize.delete(callback);
    },
    onReaderScroll: (callback) => {
      listeners.reader.add(callback);
      return () => listeners.reader.delete(callback);
    },
    after: (ms, callback) => {
      expect(ms).toBe(RESTORE_LIMIT_MS);
      timers.add(callback);
      return () => timers.delete(callback);
    },
  };
  return { page, surface };
}

describe('restoreWhenTallEnough', () => {
  it('reaches the saved position once the page has grown tall enough for it', () => {
    // Back to /list at 1500: the router's scroll was clamped to the 283 px the page had then.
    const { page, surface } = fakePage(283, 283);
    restoreWhenTallEnough(1500, surface);
    expect(page.y).toBe(283);
    page.grow(900);
    expect(page.y).toBe(283);
    page.grow(2400);
    expect(page.y).toBe(1500);
    expect(page.scrolls).toEqual([1500]);
    expect(page.listening()).toBe(0);
  });

  it('does nothing more when the router already reached the position', () => {
    const { page, surface } = fakePage(3000, 1500);
    restoreWhenTallEnough(1500, surface);
    expect(page.scrolls).toEqual([]);
    expect(page.listening()).toBe(0);
  });

  it('scrolls at once when the page is already tall enough', () => {
    const { page, surface } = fakePage(3000, 0);
    restoreWhenTallEnough(1500, surface);
    expect(page.y).toBe(1500);
    expect(page.listening()).toBe(0);
  });

  it('leaves the page to a reader who starts scrolling', () => {
    const { page, surface } = fakePage(283, 283);
    restoreWhenTallEnough(1500, surface);
    page.readerScrolls();
    page.grow(2400);
    expect(page.scrolls).toEqual([]);
    expect(page.listening()).toBe(0);
  });

  it('gives up when the time limit passes', () => {
    const { page, surface } = fakePage(283, 283);
    restoreWhenTallEnough(1500, surface);
    page.timeUp();
    page.grow(2400);
    expect(page.scrolls).toEqual([]);
    expect(page.listening()).toBe(0);
  });

  it('stops when cancelled, as on the next navigation', () => {
    const { page, surface } = fakePage(283, 283);
    const stop = restoreWhenTallEnough(1500, surface);
    stop();
    page.grow(2400);
    expect(page.scrolls).toEqual([]);
    expect(page.listening()).toBe(0);
  });
});
