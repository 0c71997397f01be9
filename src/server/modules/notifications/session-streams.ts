import type { EventStream } from './event-stream';

/**
 * Streams one user may hold open on one instance. A browser holds one per open tab (HTTP/1.1 allows six
 * connections to a host, and the page needs some for its other requests), so a few tabs on a phone and a
 * laptop fit; a script opening hundreds does not.
 */
export const maxStreamsPerUser = 6;

/**
 * How long a stream ended to make room for a newer one asks its browser to wait before coming back: a tab
 * over the limit then reconnects once a minute, instead of every few seconds pushing another tab out.
 */
export const displacedRetryMs = 60_000;

type Entry = { sessionId: string; stream: EventStream };

/**
 * A stream's session is checked, then the stream is added: a session that ends between the two is remembered
 * this long, so the stream ends at once instead of living to its maximum age.
 */
const rememberEndedMs = 60_000;

/**
 * The event streams this instance holds, by user and session. Beyond `maxPerUser` streams for a user, a new
 * one ends the oldest rather than being refused: a tab that vanished (a phone put to sleep, a dropped network)
 * may never have closed its stream, and the newest is the one someone is looking at. When a session ends,
 * its streams end too.
 */
export function createSessionStreams(maxPerUser: number) {
  const byUser = new Map<string, Entry[]>();
  /** Sessions ended lately, with when they ended. */
  const ended = new Map<string, number>();

  function remove(userId: string, entry: Entry) {
    const entries = byUser.get(userId);
    if (!entries) return;
    const index = entries.indexOf(entry);
    if (index >= 0) entries.splice(index, 1);
    if (entries.length === 0) byUser.delete(userId);
  }

  return {
    add(userId: string, sessionId: string, stream: EventStream) {
      if (ended.has(sessionId)) {
        stream.end();
        return;
      }
      const entry = { sessionId, stream };
      let entries = byUser.get(userId);
      if (!entries) {
        entries = [];
        byUser.set(userId, entries);
      }
      entries.push(entry);
      stream.onClose(() => remove(userId, entry));
      while (entries.length > maxPerUser) {
        const oldest = entries.shift() as Entry;
        oldest.stream.end({ retryMs: displacedRetryMs });
      }
    },

    endSession(userId: string, sessionId: string) {
      const now = Date.now();
      for (const [id, at] of ended) {
        if (now - at < rememberEndedMs) break;
        ended.delete(id);
      }
      ended.set(sessionId, now);
      for (const entry of [...(byUser.get(userId) ?? [])]) {
        if (entry.sessionId === sessionId) entry.stream.end();
      }
    },
  };
}
