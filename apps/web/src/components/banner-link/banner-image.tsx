import type { Banner } from '@mall/shared/focus';
import { BannerLink } from './banner-link';

interface BannerImageProps {
  banner: Banner;
  /** The slot's size: the image keeps it while it loads, so nothing below moves. */
  width: number;
  height: number;
  /** Alt text when the banner has no title. */
  fallbackAlt: string;
  className?: string;
  imageClassName?: string;
  /** Below the fold by default; the first screen's art loads at once. */
  eager?: boolean;
}

/** An operator's banner slot: its image as a link that follows the SPEC §8 link rules. */
export function BannerImage({
  banner,
  width,
  height,
  fallbackAlt,
  className,
  imageClassName,
  eager = false,
}: BannerImageProps) {
  return (
    <BannerLink url={banner.url} notice={banner.notice} className={className} title={banner.title}>
      <img
        src={banner.image}
        alt={banner.title || fallbackAlt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={imageClassName}
      />
    </BannerLink>
  );
}
