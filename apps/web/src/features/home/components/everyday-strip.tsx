import { Countdown } from '@/components/countdown/countdown';
import { useEverydayPrice } from '../api/get-everyday-price';
import { useLazyBlock } from '../hooks/use-lazy-block';
import styles from './everyday-strip.module.css';
import { GoodsStrip } from './goods-strip';
import { SectionHead } from './section-head';

const VISIBLE = 5;

/**
 * 每日特价: today's selection, with the time to the next change; at the change it is read again.
 * Like every block below the first screen it asks the server only when it scrolls near.
 */
export function EverydayStrip() {
  const [ref, active] = useLazyBlock<HTMLElement>();
  const everyday = useEverydayPrice(active);
  const data = everyday.data;
  const goods = data?.goods ?? [];
  return (
    <section ref={ref} className={styles.section} aria-labelledby="home-everyday" data-testid="home-everyday">
      <SectionHead id="home-everyday" title="每日特价" more="/mrtj">
        {data ? (
          <>
            <span>{data.date} 特价精选，每日 0 点更新</span>
            {data.next_change > data.now ? (
              <span className={styles.countdown}>
                距更新
                <Countdown
                  target={data.next_change}
                  now={data.now}
                  label="距更新"
                  onFinish={() => void everyday.refetch()}
                />
              </span>
            ) : null}
          </>
        ) : null}
      </SectionHead>
      <GoodsStrip
        goods={goods}
        loading={everyday.isPending}
        visible={VISIBLE}
        label="每日特价商品"
        testId="home-everyday-goods"
        empty={{ title: '今日暂无特价商品', description: '明天再来看看吧' }}
      />
    </section>
  );
}
