/**
 * The soak: minutes of mixed traffic against one API process, judged on its errors and on the growth
 * of its live heap.
 */
import { call, drive, must, type Session, slope, Tally } from '../drive.ts';
import { form, MEMORY_PATH } from '../harness.ts';
import { addBody, type CartLineView, cartLines, type Fixtures, orderBody } from './fixtures.ts';
import { SOAK_MINUTES, type Soak } from './model.ts';
import { rssOf, type Server } from './processes.ts';

/**
 * Mixed traffic for `minutes`: 70 % browse (list, detail, search, suggestions), 20 % cart (add a
 * line, read the cart), 10 % checkout (the worker's buyer orders its whole cart). Eight workers,
 * each acting for its own buyers so no two place the same lines. p95 per minute; every
 * HEAP_SAMPLE_MS the server's heap after a full collection (the live set) and its RSS.
 * Growth: the least-squares slope of the live-set samples over the second half of the soak (never
 * the first minute), times that half's length; it fails when that exceeds both 8 MB and 5 % of the
 * half's mean. A leak shows as a live set that keeps growing once caches and pools are warm; RSS
 * saws with each collection and keeps the allocator's slack, so it is reported, not judged. A soak
 * under 3 minutes is too short for a verdict on the trend.
 */
export async function soak(
  server: Server,
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
  /** runs at each minute's end when set (the server's autovacuum is off) */
  vacuum: (() => Promise<void>) | null,
): Promise<Soak> {
  const base = server.base;
  let vacuuming = false;
  const WORKERS = 8;
  const HEAP_SAMPLE_MS = 20_000;
  const minutes = SOAK_MINUTES;
  const totalMs = minutes * 60_000;
  const keywords = ['阿莫西林', 'amoxilin', 'amxl', '感冒', 'gm', '布洛芬', 'blf', '维生素'];
  const started = performance.now();
  const perMinute: Soak['perMinute'] = [];
  let tally = new Tally();
  let totalErrors = 0;
  const heapSamples: [number, number][] = [];
  const memory = async () =>
    (await must<{ heapMb: number; rssMb: number }>(base, null, 'GET', MEMORY_PATH)).heapMb;
  let lastHeap = await memory();
  let sampling = false;
  /** Ends the minute in the tally: its row in the record, and its figures for the log. */
  const closeMinute = () => {
    const m = tally.result(60_000);
    perMinute.push({
      minute: perMinute.length + 1,
      requests: m.count,
      p95: m.p95,
      errors: m.errors,
      rss: rssOf(server),
      heap: lastHeap,
    });
    return m;
  };
  let nextHeapAt = HEAP_SAMPLE_MS;
  const sampler = setInterval(() => {
    const elapsed = performance.now() - started;
    const t = elapsed / 60_000;
    if (elapsed >= nextHeapAt && !sampling) {
      nextHeapAt += HEAP_SAMPLE_MS;
      sampling = true;
      memory()
        .then((heap) => {
          lastHeap = heap;
          heapSamples.push([(performance.now() - started) / 60_000, heap]);
        })
        .catch(() => undefined)
        .finally(() => {
          sampling = false;
        });
    }
    if (t >= perMinute.length + 1 - 1e-6 && perMinute.length < minutes) {
      const m = closeMinute();
      console.log(
        `  soak minute ${perMinute.length}: ${m.count} calls, p95 ${m.p95.toFixed(1)} ms, ${m.errors} errors, RSS ${rssOf(server).toFixed(0)} MB, heap after GC ${lastHeap.toFixed(0)} MB${tally.firstError ? `, ${tally.firstError}` : ''}`,
      );
      totalErrors += m.errors;
      tally = new Tally();
      if (vacuum && !vacuuming) {
        vacuuming = true;
        vacuum()
          .catch((error: unknown) => console.log(`  vacuum failed: ${String(error)}`))
          .finally(() => {
            vacuuming = false;
          });
      }
    }
  }, 1_000);
  let rng = 12345;
  const random = () => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng / 2147483648;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)] as T;
  try {
    await drive(WORKERS, totalMs, async (w) => {
      const mine = fx.checkout.filter((_, i) => i % WORKERS === w);
      const buyer = pick(mine);
      const s = sessions.get(buyer.companyId) as Session;
      const roll = random();
      if (roll < 0.7) {
        const kind = Math.floor(random() * 4);
        const path =
          kind === 0
            ? `/api/goods/list?page=${1 + Math.floor(random() * 50)}`
            : kind === 1
              ? `/api/goods/detail/${pick(fx.goodsIds)}`
              : `/api/goods/${kind === 2 ? 'list' : 'search'}?${form({ keywords: pick(keywords), type: 0 })}`;
        await tally.time(() => call(base, s, 'GET', path));
      } else if (roll < 0.8) {
        await tally.time(() => call(base, s, 'POST', '/api/cart', addBody([pick(fx.offers)])));
      } else if (roll < 0.9) {
        await tally.time(() => call(base, s, 'GET', `/api/cart/list?${form({ filters: 99999, new: 1 })}`));
      } else {
        const lines =
          (
            await call<{ data: CartLineView[] }>(
              base,
              s,
              'GET',
              `/api/cart/list?${form({ filters: 99999, new: 1 })}`,
            )
          ).data?.data ?? [];
        if (lines.length === 0)
          await tally.time(() => call(base, s, 'POST', '/api/cart', addBody([pick(fx.offers)])));
        const ids = lines.length ? lines.map((l) => l.id) : (await cartLines(base, s)).map((l) => l.id);
        await tally.time(() =>
          call(base, s, 'POST', '/api/order', orderBody(ids, addresses.get(buyer.companyId) as number)),
        );
      }
    });
  } finally {
    clearInterval(sampler);
  }
  if (perMinute.length < minutes) {
    const m = closeMinute();
    totalErrors += m.errors;
  }
  heapSamples.push([(performance.now() - started) / 60_000, await memory()]);
  // The first minute warms caches and pools; the trend is judged on the second half, from minute 1.
  const from = Math.max(1, minutes / 2);
  const half = heapSamples.filter(([t]) => t >= from);
  const judged = minutes >= 3 && half.length >= 4;
  const rate = slope(half);
  const growth = rate * (minutes - from);
  const mean = half.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, half.length);
  const growing = judged && growth > 8 && growth > 0.05 * mean;
  const ok = totalErrors === 0 && !growing;
  const trend = judged
    ? `live heap after GC from minute ${from.toFixed(1)}: slope ${rate.toFixed(2)} MB/min (${growth.toFixed(1)} MB over ${(minutes - from).toFixed(1)} min, mean ${mean.toFixed(0)} MB): ${growing ? 'GROWING' : 'no growth trend'}`
    : 'too short to judge a memory trend (3 minutes at least)';
  const verdict = `${totalErrors} errors; ${trend}`;
  return {
    minutes,
    perMinute,
    heapSlopeMbPerMin: rate,
    growthMb: growth,
    verdict,
    ok,
    vacuumed: vacuum !== null,
  };
}
