import type { ReactNode } from 'react';
import styles from './zone-hero.module.css';

export type ZoneTone = 'green' | 'amber' | 'blue' | 'red' | 'purple';

interface ZoneHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** A banner picture from the server; without one the hero is drawn in the zone's colour. */
  image?: string | undefined;
  /**
   * The banner is still being asked for: its 1200×300 box is held empty, so the page below does not
   * move when the picture arrives.
   */
  imagePending?: boolean;
  tone?: ZoneTone;
  /** Links on the right (rules, view switch). */
  children?: ReactNode;
}

/** The head of a zone page: its name, what it offers and, when the server has one, its banner. */
export function ZoneHero({ title, subtitle, image, imagePending, tone = 'green', children }: ZoneHeroProps) {
  const text = (
    <div className={styles.text}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
  const aside = children ? <div className={styles.aside}>{children}</div> : null;
  if (image || imagePending) {
    // The server's banners carry their own artwork and lettering: show them whole, the text below.
    return (
      <header className={styles.withImage} data-testid="zone-hero">
        {image ? (
          <img className={styles.image} src={image} alt={title} width={1200} height={300} />
        ) : (
          <div className={styles.imageSlot} aria-hidden="true" />
        )}
        <div className={styles.caption}>
          {text}
          {aside}
        </div>
      </header>
    );
  }
  return (
    <header className={`${styles.hero} ${styles[tone]}`} data-testid="zone-hero">
      {text}
      {aside}
    </header>
  );
}
