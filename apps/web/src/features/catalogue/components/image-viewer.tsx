import { useEffect } from 'react';
import styles from './image-viewer.module.css';

interface ImageViewerProps {
  images: readonly { url: string; title: string }[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** A full-screen viewer for report images: ←/→ page through, Esc or a click outside closes. */
export function ImageViewer({ images, index, onIndex, onClose }: ImageViewerProps) {
  const image = images[index];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowRight') onIndex((index + 1) % images.length);
      if (event.key === 'ArrowLeft') onIndex((index - 1 + images.length) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, images.length, onIndex, onClose]);
  if (!image) return null;
  return (
    <div
      className={styles.mask}
      role="dialog"
      aria-modal="true"
      aria-label={image.title}
      data-testid="image-viewer"
    >
      <button type="button" className={styles.backdrop} aria-label="关闭" onClick={onClose} />
      <figure className={styles.figure}>
        <img src={image.url} alt={image.title} className={styles.image} />
        <figcaption className={styles.caption}>
          {image.title}（{index + 1}/{images.length}）
        </figcaption>
      </figure>
      <button type="button" className={styles.close} onClick={onClose}>
        关闭
      </button>
      {images.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label="上一张"
            onClick={() => onIndex((index - 1 + images.length) % images.length)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label="下一张"
            onClick={() => onIndex((index + 1) % images.length)}
          >
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}
