import { Countdown } from '@/components/countdown/countdown';
import { useSpike } from '../api/get-spike';
import { useFirstScreenReady } from '../hooks/use-lazy-block';
import { spikeCountdown, spikeStatusText } from '../utils/spike-countdown';
import styles from './flash-strip.module.css';
import { GoodsStrip } from './goods-strip';
import { SectionHead } from './section-head';

const VISIBLE = 4;

/**
 * 限时秒杀: the current (or next) flash round with a countdown from the server's clock to its start,
 * then to its end. At zero the round is read again, so a round that has started shows as running.
 */
export function FlashStrip() {
  const spike = useSpike(useFirstScreenReady());
  const round = spike.data;
  const countdown = round ? spikeCountdown(round) : null;
  const goods = round?.goods ?? [];
  return (
    <section className={styles.flash} aria-labelledby="home-flash" data-testid="home-flash">
      <SectionHead id="home-flash" title="限时秒杀" more="/xsms">
        {round ? (
          <>
            <span className={styles.status} data-testid="home-flash-status">
              {round.title ? `${round.title} · ` : ''}
              {spikeStatusText(round)}
            </span>
            {countdown ? (
              <span className={styles.countdown}>
                {countdown.label}
                <Countdown
                  target={countdown.target}
                  now={round.now}
                  label={countdown.label}
                  onFinish={() => void spike.refetch()}
                  testId="home-flash-countdown"
                />
              </span>
            ) : null}
          </>
        ) : null}
      </SectionHead>
      <GoodsStrip
        goods={goods}
        loading={spike.isPending}
        visible={VISIBLE}
        label="秒杀商品"
        testId="home-flash-goods"
        empty={{ title: '暂无秒杀活动', description: '秒杀场次正在准备中，敬请期待' }}
      />
    </section>
  );
}
