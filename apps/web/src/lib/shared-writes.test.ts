import { describe, expect, it } from 'vitest';
import { SharedWrites } from './shared-writes';

describe('SharedWrites', () => {
  const deferred = () => {
    let resolve: (value: string) => void = () => {};
    const answer = new Promise<string>((r) => {
      resolve = r;
    });
    return { answer, resolve };
  };

  it('sends an identical write once while it is in flight, and both callers get its answer', async () => {
    const writes = new SharedWrites();
    const first = deferred();
    let sent = 0;
    const send = () => {
      sent += 1;
      return { answer: first.answer, live: () => true };
    };
    const a = writes.run('POST /api/after_sale {"n":2}', send);
    const b = writes.run('POST /api/after_sale {"n":2}', send);
    expect(sent).toBe(1);
    first.resolve('ok');
    expect(await Promise.all([a, b])).toEqual(['ok', 'ok']);
    // Once answered, the same write again is a new request.
    await Promise.resolve();
    expect(writes.size).toBe(0);
    writes.run('POST /api/after_sale {"n":2}', () => {
      sent += 1;
      return { answer: Promise.resolve('again'), live: () => true };
    });
    expect(sent).toBe(2);
  });

  it('sends a different body, and never joins a request that was aborted', () => {
    const writes = new SharedWrites();
    let sent = 0;
    const send = (live: boolean) => () => {
      sent += 1;
      return { answer: new Promise<string>(() => {}), live: () => live };
    };
    writes.run('POST /api/x {"n":1}', send(false));
    writes.run('POST /api/x {"n":1}', send(true));
    writes.run('POST /api/x {"n":2}', send(true));
    expect(sent).toBe(3);
  });
});
