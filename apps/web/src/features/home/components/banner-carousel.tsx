import type { Banner } from '@mall/shared/focus';
import { useEffect, useState } from 'react';
import { BannerLink } from '@/components/banner-link/banner-link';
import styles from './banner-carousel.module.css';

export const CAROUSEL_INTERVAL_MS = 5_000;

interface BannerCarouselProps {
  banners: Banner[];
  loading: boolean;
  /** The slot's size; images keep it from the first paint so nothing shifts. */
  width: number;
  height: number;
  label: string;
  testId?: string;
  /** The first screen's main banner loads its first image eagerly with high priority. */
  priority?: boolean;
}

/** Banners that fade to the next one every 5 s, pause while hovered, with dots to jump. */
export function BannerCarousel(props: BannerCarouselProps) {
  const { banners, loading, width, height, label, testId, priority = false } = props;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const active = count === 0 ? 0 : current % count;

  return (
    <section
      className={styles.carousel}
      style={{ width, height }}
      data-testid={testId}
      aria-roledescription="carousel"
      aria-label={label}
      aria-busy={loading}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {loading ? <div className={styles.skeleton} /> : null}
      {banners.map((banner, index) => (
        <div
          key={banner.id}
          className={index === active ? `${styles.slide} ${styles.active}` : styles.slide}
          aria-hidden={index !== active}
          inert={index !== active}
        >
          <BannerLink url={banner.url} notice={banner.notice} className={styles.link} title={banner.title}>
            <img
              src={banner.image}
              alt={banner.title || '活动图片'}
              width={width}
              height={height}
              className={styles.image}
              loading={priority && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={priority && index === 0 ? 'high' : 'auto'}
              decoding={priority && index === 0 ? 'sync' : 'async'}
            />
          </BannerLink>
        </div>
      ))}
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === active ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === active}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
