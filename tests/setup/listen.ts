import type { Database } from '@server/db/client';

/** Collects what a channel hears; `next()` waits for the next payload. */
export async function hearChannel(on: Database, channel: string, events?: Parameters<Database['listen']>[2]) {
  const heard: string[] = [];
  const waiting: ((payload: string) => void)[] = [];
  const stop = await on.listen(
    channel,
    (payload) => {
      const waiter = waiting.shift();
      if (waiter) waiter(payload);
      else heard.push(payload);
    },
    events,
  );
  return {
    stop,
    next: () => {
      const payload = heard.shift();
      return payload !== undefined ? Promise.resolve(payload) : new Promise<string>((resolve) => waiting.push(resolve));
    },
  };
}
