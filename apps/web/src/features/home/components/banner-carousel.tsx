import type { Banner } from '@mall/shared/focus';
import { useEffect, useState } from 'react';
import { BannerLink } from '@/components/banner-link/banner-link';
import styles from './banner-carousel.module.css';

export const CAROUSEL_INTERVAL_MS = 5_000;
/** How long after the first image shows the first screen's carousel fetches the others. */
const REST_DELAY_MS = 1_500;

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
  // The first screen fetches its first image alone, the others a moment after it shows (or at the
  // first turn), so they do not compete with the rest of the first screen.
  const [allImages, setAllImages] = useState(!priority);
  const [firstShown, setFirstShown] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (!firstShown || allImages) return;
    const timer = window.setTimeout(() => setAllImages(true), REST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [firstShown, allImages]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => {
      setAllImages(true);
      setCurrent((index) => (index + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
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
            {allImages || index === active ? (
              <img
                src={banner.image}
                alt={banner.title || '活动图片'}
                width={width}
                height={height}
                className={styles.image}
                loading={priority && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={priority && index === 0 ? 'high' : 'auto'}
                decoding={priority && index === 0 ? 'sync' : 'async'}
                onLoad={index === active ? () => setFirstShown(true) : undefined}
              />
            ) : null}
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
              onClick={() => {
                setAllImages(true);
                setCurrent(index);
              }}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
