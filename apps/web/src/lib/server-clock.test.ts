import { afterEach, describe, expect, it } from 'vitest';
import { noteServerDate, serverNow } from './server-clock';

describe('server clock', () => {
  afterEach(() => noteServerDate(new Date(Date.now()).toUTCString(), 'no-store'));

  it("reads the server's time from an answer's Date header, whatever this computer's clock says", () => {
    const local = Date.now();
    // The server is an hour and a half ahead of this computer.
    noteServerDate(new Date(local + 5_400_000).toUTCString(), 'no-store', local);
    expect(Math.abs(serverNow() - Math.floor((local + 5_400_000) / 1000))).toBeLessThanOrEqual(2);
    noteServerDate(new Date(local - 120_000).toUTCString(), 'no-store', local);
    expect(Math.abs(serverNow() - Math.floor((local - 120_000) / 1000))).toBeLessThanOrEqual(2);
  });

  it('keeps what it knew when an answer has no usable Date header or may have come from a cache', () => {
    const local = Date.now();
    noteServerDate(new Date(local + 600_000).toUTCString(), 'no-store', local);
    const known = serverNow();
    noteServerDate(undefined, 'no-store');
    noteServerDate('not a date', 'no-store');
    // A cached answer (a region list kept a day) carries the time it was first sent.
    noteServerDate(new Date(local - 86_400_000).toUTCString(), 'private, max-age=86400', local);
    noteServerDate(new Date(local - 86_400_000).toUTCString(), undefined, local);
    expect(Math.abs(serverNow() - known)).toBeLessThanOrEqual(1);
  });
});
