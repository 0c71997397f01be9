import type { FastifyBaseLogger } from 'fastify';

/**
 * Upkeep run every `everyMs` by every instance of the app, so it must be safe to run on several at once.
 * `run` should end soon after `signal` aborts (the app is closing): between batches, not mid-statement.
 */
export type Job = { name: string; everyMs: number; run(signal: AbortSignal): Promise<void> };

/** How the scheduler waits between runs: the system's timers, or a test's, moved by hand. */
export type Timers = {
  /** Calls `tick` after `firstAfterMs`, then every `ms`, until the returned function is called. */
  every(ms: number, tick: () => void, firstAfterMs: number): () => void;
};

/** Timers that do not keep the process alive: a closing app is never held open by its upkeep. */
export const systemTimers: Timers = {
  every(ms, tick, firstAfterMs) {
    let interval: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      interval = setInterval(tick, ms);
      interval.unref();
      tick();
    }, firstAfterMs);
    first.unref();
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  },
};

export type Scheduler = {
  /**
   * Starts every job: its first run at a random moment within its first interval, then one every interval. An
   * instance restarted more often than a job's interval still runs it, and instances started together spread
   * their runs rather than all running at once.
   */
  start(): void;
  /**
   * Runs a job now, after its run in progress if there is one, and resolves when it is done (tests drive jobs
   * this way). Like a scheduled run it does not reject for a failed run (that is logged); it rejects only for a
   * name no job has.
   */
  runNow(name: string): Promise<void>;
  /** Stops the intervals, asks the runs in progress to end, and waits for them. */
  stop(): Promise<void>;
};

/**
 * The one way the app runs periodic work. A job never overlaps itself: a tick that comes while its previous run
 * is still going is skipped. A failed run is logged and the job runs again at its next tick.
 */
export function createScheduler({
  jobs,
  log,
  timers = systemTimers,
  random = Math.random,
}: {
  jobs: Job[];
  log: FastifyBaseLogger;
  timers?: Timers;
  /** A number in [0, 1), which places each job's first run within its first interval. */
  random?: () => number;
}): Scheduler {
  const running = new Map<string, Promise<void>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let stopping = new AbortController();
  let cancels: (() => void)[] = [];

  async function runOnce(job: Job) {
    try {
      await job.run(stopping.signal);
    } catch (error) {
      log.error({ err: error, job: job.name }, `the job "${job.name}" failed; it runs again in ${job.everyMs / 1000} s`);
    }
  }

  function runAfterCurrent(job: Job): Promise<void> {
    const run = (running.get(job.name) ?? Promise.resolve()).then(() => runOnce(job));
    running.set(job.name, run);
    void run.then(() => {
      if (running.get(job.name) === run) running.delete(job.name);
    });
    return run;
  }

  return {
    start() {
      if (cancels.length > 0) return;
      stopping = new AbortController();
      cancels = jobs.map((job) =>
        timers.every(
          job.everyMs,
          () => {
            if (!running.has(job.name)) void runAfterCurrent(job);
          },
          Math.floor(random() * job.everyMs),
        ),
      );
    },
    runNow(name) {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`no job is named "${name}"`));
      return runAfterCurrent(job);
    },
    async stop() {
      for (const cancel of cancels) cancel();
      cancels = [];
      stopping.abort();
      await Promise.all(running.values());
    },
  };
}
