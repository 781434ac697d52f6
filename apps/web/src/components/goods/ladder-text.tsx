import type { LadderTier } from '@mall/shared/goods';
import { ladderLines } from './ladder';
import styles from './ladder-text.module.css';

interface LadderTextProps {
  tiers: readonly LadderTier[];
  /** The quantity being bought. */
  quantity: number;
  unit?: string;
}

/** The ladder-price lines of an offer: 「已享 ¥X」 for reached tiers, 「再买 N 件享 ¥P」 otherwise. */
export function LadderText({ tiers, quantity, unit }: LadderTextProps) {
  if (tiers.length === 0) return null;
  return (
    <ul className={styles.ladder} data-testid="ladder-text">
      {ladderLines(tiers, quantity, unit).map((line) => (
        <li key={line.number} className={line.reached ? styles.reached : styles.pending}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}
