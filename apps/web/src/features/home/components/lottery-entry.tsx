/**
 * Whether the home page shows the lottery pop-up: for a member only, when GET /api/draw/simple
 * says is_join is 0, and until it is closed (for the rest of the browser session). The pop-up's
 * code loads only then.
 */
import { lazy, Suspense, useState } from 'react';
import { useDrawSimple } from '@/api/draw/get-draw-simple';
import { useMember } from '@/api/user/get-user-base';

const LotteryPopup = lazy(() => import('./lottery-popup'));

const CLOSED_KEY = 'lottery-closed';

function closedActivity(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

function rememberClosed(id: number): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, String(id));
  } catch {
    // Without storage the pop-up may show again on the next visit to the home page.
  }
}

export function LotteryEntry(): React.JSX.Element | null {
  const member = useMember();
  const simple = useDrawSimple(member !== null);
  const [closed, setClosed] = useState(closedActivity);
  const entry = simple.data;
  if (!member || !entry || entry.is_join !== 0 || closed === String(entry.id)) return null;
  return (
    <Suspense fallback={null}>
      <LotteryPopup
        activityId={entry.id}
        onClosed={() => {
          rememberClosed(entry.id);
          setClosed(String(entry.id));
        }}
      />
    </Suspense>
  );
}
