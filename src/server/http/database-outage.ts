import type { FastifyBaseLogger } from 'fastify';

/**
 * Keeps track of the database being away, so an outage is logged once when a request first meets it (with its
 * cause) and once when the database answers again, however many requests fail meanwhile. While it lasts, the
 * database is asked once a second whether it is back.
 */
export type DatabaseOutage = {
  /** A request met the database away; `cause` is the driver's error. */
  met(cause: unknown): void;
  stop(): void;
};

export const unavailableRetryAfterSeconds = 5;

const probeEveryMs = 1_000;

export function watchDatabaseOutages({ ping, log }: { ping: () => Promise<boolean>; log: FastifyBaseLogger }): DatabaseOutage {
  let since: number | undefined;
  let failedRequests = 0;
  let probe: NodeJS.Timeout | undefined;
  let stopped = false;

  function scheduleProbe() {
    probe = setTimeout(async () => {
      probe = undefined;
      if (stopped || since === undefined) return;
      if (!(await ping())) return scheduleProbe();
      log.info(
        { downMs: Math.round(performance.now() - since), failedRequests },
        'the database is reachable again; requests are answered as usual',
      );
      since = undefined;
    }, probeEveryMs);
    probe.unref();
  }

  return {
    met(cause) {
      failedRequests += 1;
      if (since !== undefined || stopped) return;
      since = performance.now();
      failedRequests = 1;
      log.warn({ err: cause }, 'the database cannot be reached; requests are answered 503 until it is back');
      scheduleProbe();
    },
    stop() {
      stopped = true;
      clearTimeout(probe);
    },
  };
}
