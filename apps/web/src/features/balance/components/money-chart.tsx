/**
 * The balance's money in and out per China-time month, as paired bars (drawn here in SVG: twelve
 * pairs need no chart library). Each bar carries its amount as a tooltip and for screen readers.
 */
import { formatFen, parseYuan } from '@mall/shared/money';
import type { MoneyStatMonth } from '@mall/shared/recharge';
import styles from './money-chart.module.css';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 64 };
const TICKS = 4;

/** A round axis top at or above `fen`: 1, 2 or 5 times a power of ten yuan. */
function axisTop(fen: number): number {
  const yuan = Math.max(fen / 100, 1);
  const power = 10 ** Math.floor(Math.log10(yuan));
  const step = [1, 2, 5, 10].find((m) => m * power >= yuan) ?? 10;
  return step * power * 100;
}

const yuanLabel = (fen: number) =>
  fen >= 1_000_000 ? `${fen / 1_000_000}万` : String(Math.round(fen / 100));

export function MoneyChart({ months }: { months: MoneyStatMonth[] }): React.JSX.Element {
  const rows = months.map((m) => ({ month: m.month, in: parseYuan(m.in), out: parseYuan(m.out) }));
  const top = axisTop(Math.max(0, ...rows.flatMap((r) => [r.in, r.out])));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(rows.length, 1);
  const barW = Math.min(18, slot / 3);
  const y = (fen: number) => PAD.top + plotH - (fen / top) * plotH;
  const totalIn = rows.reduce((s, r) => s + r.in, 0);
  const totalOut = rows.reduce((s, r) => s + r.out, 0);
  return (
    <figure className={styles.chart} data-testid="money-chart">
      <figcaption className={styles.caption}>
        <span>近{rows.length}个月收支</span>
        <span className={styles.legend}>
          <i className={styles.inKey} />
          收入 <b data-testid="chart-total-in">¥{formatFen(totalIn)}</b>
          <i className={styles.outKey} />
          支出 <b data-testid="chart-total-out">¥{formatFen(totalOut)}</b>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label="每月收支柱状图">
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (top / TICKS) * i;
          return (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                className={styles.grid}
              />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className={styles.axis}>
                {yuanLabel(value)}
              </text>
            </g>
          );
        })}
        {rows.map((r, i) => {
          const x = PAD.left + slot * i + slot / 2;
          return (
            <g key={r.month} data-testid="chart-month" data-month={r.month}>
              <rect
                x={x - barW - 1}
                y={y(r.in)}
                width={barW}
                height={Math.max(y(0) - y(r.in), 0)}
                className={styles.inBar}
              >
                <title>{`${r.month} 收入 ¥${formatFen(r.in)}`}</title>
              </rect>
              <rect
                x={x + 1}
                y={y(r.out)}
                width={barW}
                height={Math.max(y(0) - y(r.out), 0)}
                className={styles.outBar}
              >
                <title>{`${r.month} 支出 ¥${formatFen(r.out)}`}</title>
              </rect>
              <text x={x} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
                {`${Number(r.month.slice(5))}月`}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
