import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createScheduler, systemTimers, type Job, type Timers } from './schedule';

/** Intervals that fire only when the test moves time on. */
function handMovedTimers() {
  const intervals = new Set<{ ms: number; tick: () => void; due: number }>();
  let now = 0;
  const timers: Timers = {
    every(ms, tick, firstAfterMs) {
      const interval = { ms, tick, due: now + firstAfterMs };
      intervals.add(interval);
      return () => intervals.delete(interval);
    },
  };
  return {
    timers,
    get count() {
      return intervals.size;
    },
    /** Moves time on by `ms`, firing every tick that falls due on the way, in order. */
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...intervals].sort((a, b) => a.due - b.due)[0];
        if (!next || next.due > until) break;
        now = next.due;
        next.due += next.ms;
        next.tick();
        // Lets what the tick started reach its first await.
        await new Promise((resolve) => setImmediate(resolve));
      }
      now = until;
    },
  };
}

function listeningLog() {
  const errors: string[] = [];
  const log = { error: (_details: unknown, message: string) => errors.push(message) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

/** A job whose runs are counted and end only when the test lets them. */
function heldJob(name: string, everyMs: number) {
  const ends: (() => void)[] = [];
  let started = 0;
  let running = 0;
  let mostAtOnce = 0;
  const job: Job = {
    name,
    everyMs,
    run: () =>
      new Promise<void>((resolve) => {
        started += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        ends.push(() => {
          running -= 1;
          resolve();
        });
      }),
  };
  return {
    job,
    get started() {
      return started;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    async endRun() {
      ends.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('the scheduler', () => {
  it('runs each job first at a random moment within its first interval, then every interval', async () => {
    const clock = handMovedTimers();
    const runs: string[] = [];
    const jobs: Job[] = [
      { name: 'often', everyMs: 1000, run: async () => void runs.push('often') },
      { name: 'rarely', everyMs: 3000, run: async () => void runs.push('rarely') },
    ];
    const scheduler = createScheduler({ jobs, log: listeningLog().log, timers: clock.timers, random: () => 0.25 });
    scheduler.start();
    await clock.advance(249);
    expect(runs).toEqual([]);
    await clock.advance(1);
    expect(runs).toEqual(['often']);
    await clock.advance(500);
    expect(runs).toEqual(['often', 'rarely']);
    await clock.advance(3000);
    expect(runs).toEqual(['often', 'rarely', 'often', 'often', 'often', 'rarely']);
    await scheduler.stop();
  });

  it('on the system timers, runs first after the delay, then every interval, until cancelled', () => {
    vi.useFakeTimers();
    try {
      let ticks = 0;
      const cancel = systemTimers.every(1000, () => (ticks += 1), 300);
      vi.advanceTimersByTime(299);
      expect(ticks).toBe(0);
      vi.advanceTimersByTime(1);
      expect(ticks).toBe(1);
      vi.advanceTimersByTime(2000);
      expect(ticks).toBe(3);
      cancel();
      vi.advanceTimersByTime(5000);
      expect(ticks).toBe(3);
      // Cancelled before its first run, it never runs.
      systemTimers.every(1000, () => (ticks += 1), 300)();
      vi.advanceTimersByTime(5000);
      expect(ticks).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips a tick that comes while the previous run is still going', async () => {
    const clock = handMovedTimers();
    const slow = heldJob('slow', 1000);
    const scheduler = createScheduler({ jobs: [slow.job], log: listeningLog().log, timers: clock.timers, random: () => 0 });
    scheduler.start();
    await clock.advance(3000);
    expect(slow.started).toBe(1);
    await slow.endRun();
    await clock.advance(1000);
    expect(slow.started).toBe(2);
    await slow.endRun();
    expect(slow.mostAtOnce).toBe(1);
    await scheduler.stop();
  });

  it('logs a failed run and runs the job again at its next tick', async () => {
    const clock = handMovedTimers();
    const { log, errors } = listeningLog();
    let runs = 0;
    const failing: Job = {
      name: 'failing',
      everyMs: 1000,
      run: async () => {
        runs += 1;
        throw new Error('the database went away');
      },
    };
    const scheduler = createScheduler({ jobs: [failing], log, timers: clock.timers, random: () => 0 });
    scheduler.start();
    await clock.advance(1000);
    expect(runs).toBe(2);
    expect(errors).toEqual(['the job "failing" failed; it runs again in 1 s', 'the job "failing" failed; it runs again in 1 s']);
    await scheduler.runNow('failing');
    expect(runs).toBe(3);
    await scheduler.stop();
  });

  it('runs a job now after its run in progress, never beside it', async () => {
    const clock = handMovedTimers();
    const slow = heldJob('slow', 1000);
    const scheduler = createScheduler({ jobs: [slow.job], log: listeningLog().log, timers: clock.timers, random: () => 0 });
    scheduler.start();
    await clock.advance(1000);
    let done = false;
    const now = scheduler.runNow('slow').then(() => {
      done = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(slow.started).toBe(1);
    await slow.endRun();
    expect(slow.started).toBe(2);
    expect(done).toBe(false);
    await slow.endRun();
    await now;
    expect(done).toBe(true);
    expect(slow.mostAtOnce).toBe(1);
    await expect(scheduler.runNow('unknown')).rejects.toThrow('no job is named "unknown"');
    await scheduler.stop();
  });

  it('on stop, cancels the intervals, asks the run in progress to end and waits for it', async () => {
    const clock = handMovedTimers();
    let runs = 0;
    let finished = false;
    const long: Job = {
      name: 'long',
      everyMs: 1000,
      run: (signal) =>
        new Promise<void>((resolve) => {
          runs += 1;
          signal.addEventListener('abort', () => {
            finished = true;
            resolve();
          });
        }),
    };
    const scheduler = createScheduler({ jobs: [long], log: listeningLog().log, timers: clock.timers, random: () => 0 });
    scheduler.start();
    expect(clock.count).toBe(1);
    await clock.advance(1000);
    expect(runs).toBe(1);
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(clock.count).toBe(0);
    await clock.advance(5000);
    expect(runs).toBe(1);
  });
});
