import { useEffect } from 'react';
import styles from './image-viewer.module.css';

interface ImageViewerProps {
  src: string;
  onClose: () => void;
}

/** A chat photo at full size over the conversation; closes on the backdrop, the button or Esc. */
export function ImageViewer({ src, onClose }: ImageViewerProps): React.JSX.Element {
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
      aria-label="查看图片"
      data-testid="chat-image-viewer"
      onClick={onClose}
    >
      <img src={src} alt="聊天图片" className={styles.image} />
      <button type="button" className={styles.close} aria-label="关闭图片" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
