import { useCallback, useState } from 'react';

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    // Storage can be unavailable (privacy modes); the flag then lives only in memory.
    return false;
  }
}

/** A boolean that stays raised for the browser session, e.g. 「this ad was closed」. */
export function useSessionFlag(key: string): [raised: boolean, raise: () => void] {
  const [raised, setRaised] = useState(() => readFlag(key));
  const raise = useCallback(() => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // See readFlag.
    }
    setRaised(true);
  }, [key]);
  return [raised, raise];
}
