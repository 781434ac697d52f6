import { useEffect, useRef, useState } from 'react';

/** How far below the fold a block starts loading, so it is usually ready when it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Whether the element has come near the viewport; it stays true once it has (the block loads once).
 * Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(): [ref: React.RefObject<T | null>, near: boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
