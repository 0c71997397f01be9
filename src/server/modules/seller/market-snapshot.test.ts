import { describe, expect, it } from 'vitest';
import { createMarketSnapshot } from './market-snapshot';

function counter() {
  const calls: Date[] = [];
  let failNext = false;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  return {
    calls,
    failOnce() {
      failNext = true;
    },
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    async count(at: Date): Promise<{ orders: number }[]> {
      calls.push(at);
      await gate;
      if (failNext) {
        failNext = false;
        throw new Error('the database went away');
      }
      return [{ orders: calls.length }];
    },
  };
}

describe('market snapshot', () => {
  it('counts once per refresh interval, and shares one count among requests that wait for it', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const source = counter();
    const demand = createMarketSnapshot({ count: (at) => source.count(at), refreshMs: 60_000, now: () => now });

    source.hold();
    const first = demand.current();
    const second = demand.current();
    source.release();
    const [a, b] = await Promise.all([first, second]);
    expect(source.calls).toEqual([new Date('2026-11-23T10:00:00Z')]);
    expect(a).toBe(b);

    now = new Date('2026-11-23T10:00:59Z');
    expect(await demand.current()).toBe(a);
    expect(source.calls).toHaveLength(1);

    now = new Date('2026-11-23T10:01:00Z');
    const fresh = await demand.current();
    expect(source.calls).toHaveLength(2);
    expect(fresh.countedAt).toEqual(now);
    expect(fresh.figures[0]?.orders).toBe(2);
  });

  it('serves the last good count when a new one fails, and counts again at the next request', async () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const source = counter();
    const failures: unknown[] = [];
    const demand = createMarketSnapshot({
      count: (at) => source.count(at),
      refreshMs: 60_000,
      now: () => now,
      onCountFailed: (error) => failures.push(error),
    });
    const good = await demand.current();
    now = new Date('2026-11-23T10:05:00Z');
    source.failOnce();
    expect(await demand.current()).toBe(good);
    expect(failures).toHaveLength(1);
    const fresh = await demand.current();
    expect(source.calls).toHaveLength(3);
    expect(fresh.countedAt).toEqual(now);
  });

  it('keeps no failed count: with none before it, the failure is the answer and the next request counts again', async () => {
    const source = counter();
    const demand = createMarketSnapshot({ count: (at) => source.count(at), refreshMs: 60_000 });
    source.failOnce();
    await expect(demand.current()).rejects.toThrow('the database went away');
    const snapshot = await demand.current();
    expect(source.calls).toHaveLength(2);
    expect(snapshot.figures).toHaveLength(1);
  });
});
