import type { FastifyBaseLogger } from 'fastify';

/**
 * Rows counted on the way through a request (a product page's view, a sponsored card's impression) and written
 * later in batches, so counting never makes a visitor wait on the database. A row is buffered, a repeat of a
 * buffered one adds nothing, and the buffer is written as one statement every `flushEveryMs`, as soon as it holds
 * `batchSize` rows, and when the app closes: a clean shutdown loses nothing, a crash at most the last interval.
 * The table's key drops repeats across batches and across instances.
 */
export type WriteBuffer<Row> = {
  /** Buffers one row; a repeat of a buffered one adds nothing, and a full buffer drops it. */
  record(row: Row): void;
  /** Writes every row buffered so far. Never rejects: a failed write is logged and its rows are lost. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export type WriteBufferOptions<Row> = {
  /** What the rows are, for the log ("product views"). */
  what: string;
  /** Rows with the same key are one: the table's own key. */
  keyOf(row: Row): string;
  write(rows: Row[]): Promise<void>;
  log: FastifyBaseLogger;
  /** Rows held at most; more are dropped (and counted in a warning) until the next write. */
  capacity?: number;
  /** A write starts as soon as this many rows wait. */
  batchSize?: number;
  flushEveryMs?: number;
};

export function createWriteBuffer<Row>({
  what,
  keyOf,
  write,
  log,
  capacity = 10_000,
  batchSize = 500,
  flushEveryMs = 2_000,
}: WriteBufferOptions<Row>): WriteBuffer<Row> {
  let pending = new Map<string, Row>();
  let dropped = 0;
  /** The last write started or queued; the next one waits for it, so writes never overlap. */
  let last: Promise<void> = Promise.resolve();
  /** A write queued but not yet started: it will take everything buffered by then, so callers share it. */
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function writePending() {
    queued = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    if (dropped > 0) {
      log.warn({ dropped }, `${what} dropped: the buffer was full`);
      dropped = 0;
    }
    if (batch.length === 0) return;
    try {
      await write(batch);
    } catch (error) {
      log.error({ err: error, rows: batch.length }, `writing ${what} failed; these are not counted`);
    }
  }

  function flush(): Promise<void> {
    queued ??= last.then(writePending);
    last = queued;
    return queued;
  }

  return {
    record(row) {
      const key = keyOf(row);
      if (pending.has(key)) return;
      if (pending.size >= capacity) {
        dropped += 1;
        return;
      }
      pending.set(key, row);
      if (pending.size >= batchSize) void flush();
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
