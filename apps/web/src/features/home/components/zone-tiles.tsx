import { FOCUS_BLOCK_GOODS } from '@mall/shared/home';
import { BannerImage } from '@/components/banner-link/banner-image';
import { type FocusBlockName, useFocusBlock } from '../api/get-focus-block';
import { useLazyBlock } from '../hooks/use-lazy-block';
import { MiniGoods, MiniGoodsSkeleton } from './mini-goods';
import { SectionHead } from './section-head';
import styles from './zone-tiles.module.css';

const TILES: readonly { name: FocusBlockName; title: string }[] = [
  { name: 'xrtj', title: '新人推荐' },
  { name: 'yx', title: '优选包邮' },
  { name: 'zyzq', title: '中药专区' },
];
const SKELETON_KEYS = Array.from({ length: FOCUS_BLOCK_GOODS }, (_, index) => `skeleton-${index}`);

/** One zone tile: its banner and a few goods, or the gap it keeps while it loads. */
function ZoneTile({ name, title }: { name: FocusBlockName; title: string }) {
  const [ref, active] = useLazyBlock<HTMLElement>();
  const { data, isPending } = useFocusBlock(name, active);
  const headingId = `home-zone-${name}`;
  const goods = (data?.goods ?? []).slice(0, FOCUS_BLOCK_GOODS);
  return (
    <section ref={ref} className={styles.tile} aria-labelledby={headingId} data-testid={`home-zone-${name}`}>
      <SectionHead id={headingId} title={data?.title || title} more={data?.more_url} />
      <div className={styles.banner}>
        {data?.banner ? (
          <BannerImage
            banner={data.banner}
            width={390}
            height={200}
            fallbackAlt={title}
            className={styles.bannerLink}
            imageClassName={styles.bannerImage}
          />
        ) : null}
      </div>
      <div className={styles.goods} aria-busy={isPending}>
        {isPending
          ? SKELETON_KEYS.map((key) => <MiniGoodsSkeleton key={key} />)
          : goods.map((item) => <MiniGoods key={item.goods_price_id} goods={item} />)}
        {!isPending && goods.length === 0 ? <p className={styles.none}>商品上架中，敬请期待</p> : null}
      </div>
    </section>
  );
}

/** 新人推荐, 优选包邮 and 中药专区 side by side. */
export function ZoneTiles() {
  return (
    <div className={styles.tiles}>
      {TILES.map((tile) => (
        <ZoneTile key={tile.name} name={tile.name} title={tile.title} />
      ))}
    </div>
  );
}
