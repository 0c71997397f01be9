import { AppError } from '@server/errors';

/**
 * Photo decoding, one file at a time per instance, taken in turn from each account with files waiting. Decoding a
 * large photo keeps a core busy for a second and more; run side by side, a few uploads took every core and the
 * threads of libuv's pool that sign-in's password hashing and file reads also need, so every page slowed. One at a
 * time leaves the other core to the event loop and the pool to everything else; taking files in turn means a
 * seller's single photo waits behind at most one file of anyone else's, however many they sent.
 */
export type PhotoQueue = {
  /**
   * Runs one upload's decodes, in order, and resolves with their results (or rejects with the first failure; the
   * files after it are not decoded). Refused at once, with a time to retry, when the account already has its uploads
   * here (429) or when the queue holds its maximum of files (503). No files: answered at once, never refused.
   */
  decode<T>(account: string, tasks: (() => Promise<T>)[]): Promise<T[]>;
  /**
   * The refusal `decode` would answer now to an upload of `files` files from the account, or undefined when it would
   * take it; none for no files. Asked before an upload is counted or its body read.
   */
  refusal(account: string, files: number): AppError | undefined;
  /** Files accepted and not yet finished (waiting or decoding). */
  readonly pending: number;
};

export type PhotoQueueOptions = {
  /** Files accepted at once across all accounts, the one decoding included. */
  maxFiles: number;
  /** Decodes run side by side. */
  concurrency?: number;
  /** Uploads one account may have here at once; one by default (the seller's page sends one at a time). */
  uploadsPerAccount?: number;
  /** Seconds a refused uploader is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
};

type Job = () => Promise<void>;

const refusals = new WeakSet<AppError>();
function refused(error: AppError): AppError {
  refusals.add(error);
  return error;
}

/** Whether an error is the queue turning an upload away (not a photo that failed to decode). */
export function isPhotoQueueRefusal(error: unknown): boolean {
  return error instanceof AppError && refusals.has(error);
}

export function createPhotoQueue({
  maxFiles,
  concurrency = 1,
  uploadsPerAccount = 1,
  retryAfterSeconds = 5,
}: PhotoQueueOptions): PhotoQueue {
  /** Files waiting per account; the map's order is the turn order. */
  const waiting = new Map<string, Job[]>();
  /** Uploads per account accepted and not finished. */
  const uploading = new Map<string, number>();
  let pending = 0;
  let running = 0;

  /** The account whose file was taken last: another account with files waiting goes before its next one. */
  let lastAccount: string | undefined;

  function nextJob(): Job | undefined {
    let chosen: [string, Job[]] | undefined;
    for (const entry of waiting) {
      chosen ??= entry;
      if (entry[0] !== lastAccount) {
        chosen = entry;
        break;
      }
    }
    if (!chosen) return undefined;
    const [account, jobs] = chosen;
    const job = jobs.shift();
    // The account goes to the back of the turn order, or leaves it when it has nothing else waiting.
    waiting.delete(account);
    if (jobs.length > 0) waiting.set(account, jobs);
    lastAccount = account;
    return job;
  }

  function pump() {
    while (running < concurrency) {
      const job = nextJob();
      if (!job) return;
      running += 1;
      void job().finally(() => {
        running -= 1;
        pending -= 1;
        pump();
      });
    }
  }

  function enqueue<T>(account: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const jobs = waiting.get(account) ?? [];
      jobs.push(() => task().then(resolve, reject));
      waiting.set(account, jobs);
      pending += 1;
      pump();
    });
  }

  function refusal(account: string, files: number): AppError | undefined {
    if (files === 0) return undefined;
    if ((uploading.get(account) ?? 0) >= uploadsPerAccount) {
      return refused(
        new AppError(
          'rate_limited',
          'Your previous photos are still being processed. Please try again in a moment.',
          undefined,
          undefined,
          {
            retryAfterSeconds,
          },
        ),
      );
    }
    if (pending + files > maxFiles) {
      return refused(
        new AppError('unavailable', 'Many photos are being processed right now. Please try again in a moment.', undefined, undefined, {
          retryAfterSeconds,
          shedsLoad: true,
        }),
      );
    }
    return undefined;
  }

  return {
    get pending() {
      return pending;
    },
    refusal,
    async decode<T>(account: string, tasks: (() => Promise<T>)[]): Promise<T[]> {
      // Nothing to decode takes no turn: a product listed without photos is never refused here.
      if (tasks.length === 0) return [];
      const refusedNow = refusal(account, tasks.length);
      if (refusedNow) throw refusedNow;
      const accountUploads = uploading.get(account) ?? 0;
      uploading.set(account, accountUploads + 1);
      let failed = false;
      try {
        const settled = await Promise.allSettled(
          tasks.map((task) =>
            enqueue(account, async () => {
              // A file after a failed one is not worth decoding: the whole upload is refused.
              if (failed) return undefined;
              try {
                return await task();
              } catch (error) {
                failed = true;
                throw error;
              }
            }),
          ),
        );
        const rejected = settled.find((result) => result.status === 'rejected');
        if (rejected) throw rejected.reason;
        return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
      } finally {
        const left = (uploading.get(account) ?? 1) - 1;
        if (left > 0) uploading.set(account, left);
        else uploading.delete(account);
      }
    },
  };
}
