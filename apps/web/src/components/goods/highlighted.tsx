import { splitMatches } from './highlight';
import styles from './highlighted.module.css';

/** The text with the search keywords marked (<mark>). */
export function Highlighted({ text, keywords }: { text: string; keywords?: string | undefined }) {
  const parts = splitMatches(text, keywords);
  if (parts.length === 1 && !parts[0]?.match) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
