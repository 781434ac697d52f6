import type { GoodsImage } from '@mall/shared/goods';
import { useState } from 'react';
import styles from './goods-gallery.module.css';

/** The main image with a row of thumbnails; hovering or clicking a thumbnail shows it. */
export function GoodsGallery({ images, name }: { images: readonly GoodsImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className={styles.gallery} data-testid="goods-gallery">
      <div className={styles.main}>
        {shown ? <img src={shown.url} alt={name} width={360} height={360} className={styles.image} /> : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={index === current ? `${styles.thumb} ${styles.active}` : styles.thumb}
                aria-label={`第 ${index + 1} 张图片`}
                onMouseEnter={() => setCurrent(index)}
                onClick={() => setCurrent(index)}
              >
                <img src={image.url} alt="" width={56} height={56} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
