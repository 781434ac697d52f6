/**
 * Checkout under a burst: each round every checkout buyer places one order at the same moment, on
 * one API process or spread over several, timed per order and with what the orders cost the CPU.
 */
import { call, type Session, Tally } from '../drive.ts';
import { cpuMeter, cpuText } from './cpu.ts';
import { cartLines, type Fixtures, orderBody } from './fixtures.ts';
import type { Row, Target } from './model.ts';
import { rssOf, type Server } from './processes.ts';

/** Each round, every checkout buyer places one order (its cart's first line) at the same moment. */
export async function checkoutRounds(
  engine: Target['engine'],
  servers: Server[],
  fx: Fixtures,
  sessions: Map<number, Session>,
  addresses: Map<number, number>,
  rounds: number,
): Promise<Row> {
  const bases = servers.map((s) => s.base);
  const tally = new Tally();
  const lines = new Map<number, number[]>();
  await Promise.all(
    fx.checkout.map(async (b, i) => {
      const s = sessions.get(b.companyId) as Session;
      lines.set(
        b.companyId,
        (await cartLines(bases[i % bases.length] as string, s)).map((l) => l.id),
      );
    }),
  );
  let elapsed = 0;
  const meter = cpuMeter(
    servers.map((s) => s.child.pid as number),
    engine,
  );
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    await Promise.all(
      fx.checkout.map((b, i) =>
        tally.time(() => {
          const line = lines.get(b.companyId)?.[r];
          const s = sessions.get(b.companyId) as Session;
          return call(
            bases[i % bases.length] as string,
            s,
            'POST',
            '/api/order',
            orderBody(line ? [line] : [], addresses.get(b.companyId) as number),
          );
        }),
      ),
    );
    elapsed += performance.now() - started;
  }
  const cpu = meter.stop(rounds * fx.checkout.length);
  if (tally.firstError) console.log(`  checkout error: ${tally.firstError}`);
  console.log(`  checkout CPU per order: ${cpuText(cpu)}`);
  return {
    ...tally.result(elapsed),
    name: `checkout, ${fx.checkout.length} buyers at once × ${rounds}`,
    kind: 'checkout',
    connections: fx.checkout.length,
    rss: rssOf(servers[servers.length - 1] as Server),
    cpu,
  };
}
