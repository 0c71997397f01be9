import http from 'node:http';

export type StreamEvent = { id: string | undefined; event: string; data: string };

/**
 * Reads a server-sent event stream over a real HTTP connection, the way a browser's EventSource does:
 * `next()` resolves with each event in turn, comments (heartbeats) and the retry hint are kept aside.
 */
export type EventStreamReader = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The retry hint the server sent, in milliseconds. */
  retry(): number | undefined;
  comments: string[];
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves with the whole body once the server ends the response. */
  ended: Promise<string>;
  close(): void;
};

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (response) => {
      response.setEncoding('utf8');
      const events: StreamEvent[] = [];
      const waiting: { resolve(event: StreamEvent): void; reject(error: Error): void }[] = [];
      const comments: string[] = [];
      let retry: number | undefined;
      let buffer = '';
      let body = '';
      let finished = false;

      const flushEvents = () => {
        while (events.length > 0 && waiting.length > 0) waiting.shift()?.resolve(events.shift() as StreamEvent);
      };

      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | undefined;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: data.join('\n') });
        }
        flushEvents();
      });

      const ended = new Promise<string>((resolveEnded) => {
        const finish = () => {
          if (finished) return;
          finished = true;
          for (const waiter of waiting.splice(0)) waiter.reject(new Error('the stream ended'));
          resolveEnded(body);
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      });

      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        retry: () => retry,
        comments,
        ended,
        next(timeoutMs = 10_000) {
          const queued = events.shift();
          if (queued) return Promise.resolve(queued);
          if (finished) return Promise.reject(new Error('the stream ended'));
          return new Promise<StreamEvent>((resolveEvent, rejectEvent) => {
            const waiter = {
              resolve: (event: StreamEvent) => {
                clearTimeout(timer);
                resolveEvent(event);
              },
              reject: (error: Error) => {
                clearTimeout(timer);
                rejectEvent(error);
              },
            };
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(waiter), 1);
              rejectEvent(new Error(`no event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiting.push(waiter);
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}

/** Whether the server ends the stream within `ms` (false once that time has passed with the stream still open). */
export async function endsWithin(stream: EventStreamReader, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const ended = await Promise.race([stream.ended.then(() => true as const), timeout]);
  clearTimeout(timer);
  return ended;
}
