import { useEffect } from 'react';
import styles from './image-preview.module.css';

interface ImagePreviewProps {
  src: string;
  alt: string;
  onClose: () => void;
  /** Shows `alt` under the image (a licence's name); off for photos that have no title. */
  caption?: boolean;
  testId?: string;
}

/** A full-screen look at one image (licence scans, chat photos); closes on the backdrop, the button or Esc. */
export function ImagePreview({ src, alt, onClose, caption = true, testId }: ImagePreviewProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-testid={testId}
      onClick={onClose}
    >
      <figure className={styles.figure} onClick={(event) => event.stopPropagation()}>
        <img src={src} alt={alt} className={styles.image} />
        {caption ? <figcaption className={styles.caption}>{alt}</figcaption> : null}
        <button type="button" className={styles.close} aria-label="关闭预览" onClick={onClose}>
          ×
        </button>
      </figure>
    </div>
  );
}
