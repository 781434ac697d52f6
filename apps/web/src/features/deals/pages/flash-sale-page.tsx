/**
 * /xsms: 限时秒杀, every flash round of today and tomorrow (China time) as tabs with their state and
 * a countdown from the server's clock; the chosen round's goods show the flash price, the price it
 * is cut from, the sold share, the per-member limit and 加入购物车. At a countdown's zero the rounds
 * are read again, so a round that has started shows as running.
 */
import { SPIKE_ENDED, SPIKE_RUNNING, type SpikeRoundFull } from '@mall/shared/home';
import { useState } from 'react';
import { useFlashRounds } from '@/api/deals/get-flash-rounds';
import { Countdown } from '@/components/countdown/countdown';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import { DealCard } from '../components/deal-card';
import cards from '../components/deal-card.module.css';
import { memberLimitText, roundCountdown, roundLabel, roundState, stockProgress } from '../utils/flash-round';
import styles from './deals-page.module.css';

const keyOf = (round: SpikeRoundFull) => `${round.id}-${round.start_time}-${round.end_time}`;

/** The round shown first: the running one that started last, else the next to start, else the first. */
function defaultRound(rounds: SpikeRoundFull[]): SpikeRoundFull | undefined {
  const running = rounds.filter((r) => r.status === SPIKE_RUNNING);
  return running.at(-1) ?? rounds.find((r) => r.status !== SPIKE_ENDED) ?? rounds[0];
}

export default function FlashSalePage(): React.JSX.Element {
  const flash = useFlashRounds();
  const [chosen, setChosen] = useState<string | null>(null);
  const data = flash.data;
  const rounds = data?.rounds ?? [];
  const round = rounds.find((r) => keyOf(r) === chosen) ?? defaultRound(rounds);
  return (
    <div className={styles.page}>
      <ZoneHero title="限时秒杀" tone="red" subtitle="每日整点开抢，限时限量，先到先得" />
      {flash.isPending ? (
        <Spinner />
      ) : flash.isError ? (
        <EmptyState title="秒杀场次加载失败" description="请稍后刷新重试" />
      ) : data && round ? (
        <>
          <div className={styles.tabs} role="tablist" aria-label="秒杀场次" data-testid="flash-rounds">
            {rounds.map((r) => (
              <button
                key={keyOf(r)}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={r === round}
                onClick={() => setChosen(keyOf(r))}
                data-testid="flash-round-tab"
              >
                <span className={styles.tabTime}>{roundLabel(r, data.date)}</span>
                <span>{roundState(r)}</span>
              </button>
            ))}
          </div>
          <FlashRound round={round} onTurn={() => void flash.refetch()} />
        </>
      ) : (
        <EmptyState title="暂无秒杀活动" description="秒杀场次正在准备中，敬请期待" />
      )}
    </div>
  );
}

function FlashRound({ round, onTurn }: { round: SpikeRoundFull; onTurn: () => void }) {
  const countdown = roundCountdown(round);
  const state = roundState(round);
  return (
    <section className={styles.round} role="tabpanel" aria-label={round.title} data-testid="flash-round">
      <div className={styles.roundHead}>
        <h2 className={styles.roundTitle}>{round.title}</h2>
        <span
          className={round.status === SPIKE_ENDED ? `${styles.state} ${styles.ended}` : styles.state}
          data-testid="flash-round-state"
        >
          {state}
        </span>
        {countdown ? (
          <span className={styles.roundCountdown}>
            {countdown.label}
            <Countdown
              key={`${countdown.label}-${countdown.target}`}
              target={countdown.target}
              now={round.now}
              label={countdown.label}
              onFinish={onTurn}
              testId="flash-round-countdown"
            />
          </span>
        ) : null}
      </div>
      {round.goods.length > 0 ? (
        <ul className={cards.grid} aria-label={`${round.title}商品`} data-testid="flash-goods">
          {round.goods.map((g) => {
            const sold = stockProgress(g.sold, g.number);
            const limit = memberLimitText(g.member_limit, g.bzdw);
            return (
              <DealCard key={g.goods_price_id} goods={g} testId="flash-card">
                <span className={styles.progress}>
                  <span
                    className={styles.bar}
                    role="progressbar"
                    aria-label="已抢"
                    aria-valuenow={sold}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <span className={styles.fill} style={{ width: `${sold}%` }} />
                  </span>
                  已抢{sold}%
                </span>
                {limit ? <span className={styles.limit}>{limit}</span> : null}
              </DealCard>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="本场暂无商品" />
      )}
    </section>
  );
}
