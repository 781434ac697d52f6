import styles from './goods-tags.module.css';
import { tagColor } from './tag-color';

/** The goods' tags in the colours of SPEC §3. */
export function GoodsTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <span className={className ? `${styles.tags} ${className}` : styles.tags}>
      {tags.map((tag) => {
        const color = tagColor(tag);
        return (
          <span key={tag} className={styles.tag} style={{ color, borderColor: color }}>
            {tag}
          </span>
        );
      })}
    </span>
  );
}
