import type { ReactNode } from 'react';
import styles from './article-view.module.css';

interface ArticleViewProps {
  title: string;
  /** Under the title: date, category… */
  meta?: ReactNode;
  /** Plain text, one paragraph a line (how the articles are stored). */
  content: string;
  testId?: string;
}

/** One article: its title, a meta line and its paragraphs. */
export function ArticleView({
  title,
  meta,
  content,
  testId = 'article',
}: ArticleViewProps): React.JSX.Element {
  const paragraphs = content.split('\n').filter((line) => line.trim() !== '');
  return (
    <article className={styles.article} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      <div className={styles.body}>
        {paragraphs.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, by position
          <p key={i}>{line}</p>
        ))}
      </div>
    </article>
  );
}
