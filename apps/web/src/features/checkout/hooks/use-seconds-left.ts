import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/countdown';

/** Seconds until `expiresAt` (Unix seconds), ticking once a second until it reaches zero. */
export function useSecondsLeft(expiresAt: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt === undefined ? undefined : secondsLeft(expiresAt, now);
  const running = left !== undefined && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
