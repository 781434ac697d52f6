import type { ActivityTag } from '@mall/shared/activity-tag';
import styles from './goods-tags.module.css';
import { readableShade, tagItems } from './tag-color';

/**
 * The goods' tags in the colours of SPEC §3: its own marks and the activities that apply to this
 * reader, whose title shows on hover (decision 019). The border keeps the tag's colour; the text is
 * its readable shade (4.5:1 on the page's surfaces).
 */
export function GoodsTags({
  tags,
  activities,
  className,
}: {
  tags: readonly string[];
  activities?: readonly ActivityTag[] | undefined;
  className?: string;
}) {
  const items = tagItems(tags, activities);
  if (items.length === 0) return null;
  return (
    <span className={className ? `${styles.tags} ${className}` : styles.tags}>
      {items.map((item) => (
        <span
          key={`${item.label}\u0000${item.title ?? ''}`}
          className={styles.tag}
          style={{ color: readableShade(item.color), borderColor: item.color }}
          title={item.title}
          data-testid={item.title === undefined ? undefined : 'activity-tag'}
        >
          {item.label}
        </span>
      ))}
    </span>
  );
}
