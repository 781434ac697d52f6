/**
 * Back and forward return to the position a route was left at (SPEC §2), also on pages that grow
 * after they render. react-router's <ScrollRestoration> keeps the positions and scrolls once, when
 * the new location renders; a lazy page or its query data is not there yet, so the browser clamps
 * that scroll to the short document. Here the saved position is applied again as the document
 * grows, until it is reached, the reader scrolls, or RESTORE_LIMIT_MS passes. New navigations
 * (PUSH, REPLACE) and hash links stay <ScrollRestoration>'s.
 */
import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigationType } from 'react-router';

/**
 * How long a restore waits for the page to grow tall enough: a list whose cache aged out loads again,
 * slowly on a poor network or a busy machine. The reader scrolling ends the wait at once.
 */
export const RESTORE_LIMIT_MS = 10_000;

/** The window as the restore sees it; the browser's in use, a fake in tests. */
export interface ScrollSurface {
  scrollY(): number;
  /** The furthest the document can scroll now. */
  maxScrollY(): number;
  scrollTo(y: number): void;
  /** Calls back after each change of the content's size; answers how to stop. */
  onResize(callback: () => void): () => void;
  /** Calls back when the reader starts scrolling (wheel, touch, keys, pointer); answers how to stop. */
  onReaderScroll(callback: () => void): () => void;
  /** Calls back once after `ms`; answers how to cancel. */
  after(ms: number, callback: () => void): () => void;
}

/**
 * Scrolls to `target` as soon as the document is tall enough for it, and stops trying once it is
 * there, the reader scrolls, or `limitMs` passes. Answers a function that stops it early.
 */
export function restoreWhenTallEnough(
  target: number,
  surface: ScrollSurface,
  limitMs = RESTORE_LIMIT_MS,
): () => void {
  let stopped = false;
  const stops: (() => void)[] = [];
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const release of stops) release();
  };
  const attempt = () => {
    if (stopped || surface.maxScrollY() < target) return;
    if (Math.abs(surface.scrollY() - target) >= 1) surface.scrollTo(target);
    stop();
  };
  stops.push(surface.onResize(attempt), surface.onReaderScroll(stop), surface.after(limitMs, stop));
  attempt();
  return stop;
}

/** Input that means the reader is moving the page themselves. */
const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function browserSurface(): ScrollSurface {
  return {
    scrollY: () => window.scrollY,
    maxScrollY: () => document.documentElement.scrollHeight - window.innerHeight,
    scrollTo: (y) => window.scrollTo(0, y),
    onResize: (callback) => {
      const observer = new ResizeObserver(callback);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
    onReaderScroll: (callback) => {
      for (const type of READER_SCROLL_EVENTS) window.addEventListener(type, callback, { passive: true });
      return () => {
        for (const type of READER_SCROLL_EVENTS) window.removeEventListener(type, callback);
      };
    },
    after: (ms, callback) => {
      const timer = window.setTimeout(callback, ms);
      return () => window.clearTimeout(timer);
    },
  };
}

/**
 * Finishes <ScrollRestoration>'s restore on back and forward. Use it in a component that renders
 * <ScrollRestoration> below it, so this layout effect runs after that one's scroll.
 */
export function useRestoreScrollWhenTallEnough(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The position the router restores is in its state only: the one <ScrollRestoration> reads.
  const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation restores anew, even to an equal position
  useLayoutEffect(() => {
    if (navigationType !== 'POP' || typeof target !== 'number') return;
    return restoreWhenTallEnough(target, browserSurface());
  }, [location, navigationType, target]);
}
