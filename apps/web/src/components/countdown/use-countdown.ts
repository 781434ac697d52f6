import { useEffect, useRef, useState } from 'react';
import { serverNow } from '@/lib/server-clock';
import { msToNextTick, remainingSeconds } from './time-left';

export interface CountdownOptions {
  /**
   * The clock the count starts from, Unix seconds: the server's `now` where the call gives one, so
   * a wrong clock on the buyer's computer cannot shift the deadline. Without it, the server's clock
   * as the API's last answer told it (lib/server-clock.ts).
   */
  now?: number | undefined;
  /** Called once when the count reaches zero (at once if the deadline has already passed). */
  onFinish?: (() => void) | undefined;
}

/**
 * Seconds left until `target` (Unix seconds), ticking once a second from the clock reading and
 * stopping at zero (SPEC §4). A new target or clock reading starts the count again.
 */
export function useCountdown(target: number | undefined, options: CountdownOptions = {}): number | undefined {
  const { now } = options;
  const key = target === undefined ? '' : `${target}@${now ?? 'server'}`;
  const [state, setState] = useState<{ key: string; left: number } | null>(null);
  const onFinish = useRef(options.onFinish);
  onFinish.current = options.onFinish;
  const finishedKey = useRef<string | null>(null);

  useEffect(() => {
    if (target === undefined) return;
    const clock = now ?? serverNow();
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const elapsed = performance.now() - started;
      const left = remainingSeconds(target, clock, elapsed);
      setState({ key, left });
      if (left > 0) {
        timer = setTimeout(tick, msToNextTick(elapsed));
      } else if (finishedKey.current !== key) {
        // Once per deadline, even when React runs the effect twice.
        finishedKey.current = key;
        onFinish.current?.();
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [key, target, now]);

  if (target === undefined) return undefined;
  // Before the effect's first tick (first render, or a new target) the count is read directly.
  return state?.key === key ? state.left : remainingSeconds(target, now ?? serverNow(), 0);
}
