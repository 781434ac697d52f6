/**
 * The home page's lottery pop-up (SPEC §4, §8, §9): the activity's prizes, the store's chances,
 * a 抽奖 button and a marquee of recent winners. A draw blocks repeats while it runs; its result
 * shows 2 s after the click as an alert, and the pop-up then slides away over 1 s. Closing while a
 * draw runs asks first, since its result may then only be seen in the member centre.
 */
import {
  DRAW_CLOSE_ANIMATION_MS,
  DRAW_MESSAGES,
  DRAW_RESULT_DELAY_MS,
  type DrawResult,
  drawWinText,
} from '@mall/shared/draw';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { afterDraw, useCreateDraw } from '@/api/draw/create-draw';
import { useDrawActivity } from '@/api/draw/get-draw-activity';
import { useDrawAds } from '@/api/draw/get-draw-ads';
import { useDrawWinners } from '@/api/draw/get-draw-winners';
import { confirm, showAlert } from '@/lib/feedback';
import styles from './lottery-popup.module.css';

interface LotteryPopupProps {
  activityId: number;
  /** Called once the pop-up has gone (closed, or slid away after a result). */
  onClosed: () => void;
}

const SPIN_STEP_MS = 110;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The alert's text: the spec's win line, or the 谢谢参与 prize as it is. */
function resultText(result: DrawResult): string {
  if (result.kind === 'none') return result.remarks ? `${result.name} ( ${result.remarks} )` : result.name;
  return drawWinText(result.name, result.remarks);
}

export default function LotteryPopup({ activityId, onClosed }: LotteryPopupProps): React.JSX.Element {
  const queryClient = useQueryClient();
  const activity = useDrawActivity(activityId);
  const winners = useDrawWinners(activityId);
  const ads = useDrawAds();
  const draw = useCreateDraw();
  const [loading, setLoading] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [spin, setSpin] = useState<number | null>(null);
  const closed = useRef(false);
  const prizes = activity.data?.prizes ?? [];
  const ad = ads.data?.find((a) => a.id === activityId);

  // The highlight runs round the prizes while a draw is under way.
  useEffect(() => {
    if (!loading || prizes.length === 0) return;
    const timer = setInterval(() => setSpin((i) => ((i ?? -1) + 1) % prizes.length), SPIN_STEP_MS);
    return () => clearInterval(timer);
  }, [loading, prizes.length]);

  const finish = () => {
    if (closed.current) return;
    closed.current = true;
    onClosed();
    void afterDraw(queryClient);
  };

  const start = async () => {
    if (loading || leaving) return;
    setLoading(true);
    const startedAt = Date.now();
    let result: DrawResult;
    try {
      result = await draw.mutateAsync(activityId);
    } catch {
      // The client has shown the server's refusal (SPEC §8); the buyer may try again.
      setLoading(false);
      setSpin(null);
      return;
    }
    await wait(Math.max(0, startedAt + DRAW_RESULT_DELAY_MS - Date.now()));
    if (closed.current) return;
    setLoading(false);
    setSpin(prizes.findIndex((p) => p.name === result.name));
    void showAlert(resultText(result));
    setLeaving(true);
    await wait(DRAW_CLOSE_ANIMATION_MS);
    finish();
  };

  const close = async () => {
    if (leaving) return;
    if (loading && !(await confirm(DRAW_MESSAGES.closeWhileDrawing))) return;
    finish();
  };

  const chancesLeft = activity.data?.chances_left ?? null;
  return (
    <div className={styles.mask}>
      <div
        className={`${styles.dialog} ${leaving ? styles.leaving : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={activity.data?.title ?? '幸运抽奖'}
        data-testid="lottery-popup"
        style={{ animationDuration: `${DRAW_CLOSE_ANIMATION_MS}ms` }}
      >
        <button type="button" className={styles.close} aria-label="关闭抽奖" onClick={() => void close()}>
          ×
        </button>
        {ad?.image ? (
          <img className={styles.ad} src={ad.image} alt={ad.title} width={440} height={120} />
        ) : (
          <h2 className={styles.title}>{activity.data?.title ?? '幸运抽奖'}</h2>
        )}
        <ul className={styles.prizes} aria-label="奖品">
          {prizes.map((p, i) => (
            <li key={p.id} className={`${styles.prize} ${spin === i ? styles.lit : ''}`}>
              <span className={styles.prizeName}>{p.name}</span>
              {p.remarks ? <span className={styles.prizeRemarks}>{p.remarks}</span> : null}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.drawButton}
            disabled={loading || leaving || chancesLeft === 0}
            aria-busy={loading}
            onClick={() => void start()}
          >
            {loading ? '抽奖中…' : '抽奖'}
          </button>
          {chancesLeft === null ? null : <p className={styles.chances}>剩余抽奖次数：{chancesLeft}</p>}
        </div>
        <Marquee items={(winners.data ?? []).map((w) => `恭喜 ${w.store} 抽中 ${w.prize}`)} />
        {activity.data?.rules ? <p className={styles.rules}>{activity.data.rules}</p> : null}
      </div>
    </div>
  );
}

/** The latest winners scrolling upwards, one line at a time; still when there are few. */
function Marquee({ items }: { items: string[] }): React.JSX.Element | null {
  if (items.length === 0) return null;
  const moving = items.length > 3;
  return (
    <section className={styles.marquee} aria-label="中奖名单" data-testid="lottery-winners">
      <ul
        className={moving ? styles.marqueeMoving : undefined}
        style={moving ? { animationDuration: `${items.length * 2}s` } : undefined}
      >
        {(moving ? [...items, ...items] : items).map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the doubled list repeats its lines
          <li key={i} aria-hidden={i >= items.length}>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
