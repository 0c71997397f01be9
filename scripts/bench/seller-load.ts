/**
 * What sellers ask of the seller area, and the loop that asks it: each of N virtual sellers is a closed loop
 * (the next request goes when the previous answer has fully arrived) over a kept-alive connection of its own,
 * signed in as one seller for a short visit of a few requests, then as the next seller in the queue. Requests
 * vary as a seller's do: ranges of 7, 30 or 90 days, calendar months and any from–to up to two years, by day,
 * week or month; customers sorted by each column both ways, searched by name, paged; orders by status and page;
 * and now and then a report download. A seeded generator makes two runs ask the same things.
 * Times run from sending to the last byte of the answer; for downloads, the time to the first byte (the headers,
 * when the browser starts the download) is reported beside it.
 * Sizes are the bytes that crossed the wire (headers and body, compressed as the server chose for a browser's
 * Accept-Encoding), counted on the socket.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { marketToday, addDays, maxRangeDays, presetRange, salesIntervals, type DayRange } from '@domain/seller/sales-range';
import { customerSorts } from '@domain/seller/seller-insights.schema';
import { itemStatuses } from '@domain/orders/order-status';
import type { Language } from '@domain/i18n/languages';
import type { Person } from './market-people';

/** What Chromium sends: the server picks its own encoding from it, as it would for a visitor. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd';

export const sellerEndpoints = [
  'dashboard',
  'orders',
  'insights',
  'analytics',
  'customers',
  'sales-report',
  'sales-report.html',
  'sales-report.csv',
] as const;
export type SellerEndpoint = (typeof sellerEndpoints)[number];

export type SellerSession = Person & { language: Language };
export type Ask = { endpoint: SellerEndpoint; path: string };

/** A request answered other than 2xx; status 0 stands for a request that got no answer at all. */
export type Failure = { endpoint: SellerEndpoint; status: number; path: string; answer: string };

/** How often each is asked, against the others: the pages a seller opens most, and downloads now and then. */
const askWeights: [SellerEndpoint, number][] = [
  ['dashboard', 2],
  ['orders', 2],
  ['insights', 2],
  ['analytics', 3],
  ['customers', 3],
  ['sales-report', 2],
  ['sales-report.html', 1],
  ['sales-report.csv', 1],
];

/**
 * Downloads one seller makes in a run at most: a visitor would never meet the server's limit (30 in ten minutes),
 * and the same sellers download more when measured alone.
 */
const downloadsPerSeller = 10;

/** Names and parts of names sellers search their customers for: common, rare, absent, in three scripts. */
const customerSearches = ['perera', 'Nimal', 'silva', 'kumari', 'raj', 'Fathima', 'ban', 'සමන්', 'பெ', 'கவிதா', 'Dilani Herath', 'zzz'];

function rangeQuery(range: DayRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to });
}

/** Half the ranges are the presets, some a calendar month of the last year, the rest any from–to up to two years. */
function randomRange(random: () => number, today: string): DayRange {
  const roll = random();
  if (roll < 0.5) return presetRange([7, 30, 90][Math.floor(random() * 3)] ?? 30, today);
  if (roll < 0.65) {
    const monthStart = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    monthStart.setUTCMonth(monthStart.getUTCMonth() - Math.floor(random() * 12));
    const from = monthStart.toISOString().slice(0, 10);
    const nextMonth = new Date(monthStart);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    const to = addDays(nextMonth.toISOString().slice(0, 10), -1);
    return { from, to: to < today ? to : today };
  }
  const length = 1 + Math.floor((maxRangeDays - 1) * random() ** 1.5);
  const to = addDays(today, -Math.floor(365 * random() ** 2));
  return { from: addDays(to, -(length - 1)), to };
}

/** Requests pages 1–5, mostly the first. */
function randomPage(random: () => number): number {
  return 1 + Math.floor(5 * random() ** 3);
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function askOf(endpoint: SellerEndpoint, random: () => number, today: string): Ask {
  const path = (name: string, params?: URLSearchParams) => `/api/seller/${name}${params?.size ? `?${params.toString()}` : ''}`;
  switch (endpoint) {
    case 'dashboard':
    case 'insights':
      return { endpoint, path: path(endpoint) };
    case 'orders': {
      const params = new URLSearchParams({ page: String(randomPage(random)) });
      if (random() < 0.3) params.set('status', pick(random, itemStatuses));
      return { endpoint, path: path(endpoint, params) };
    }
    case 'analytics': {
      const params = rangeQuery(randomRange(random, today));
      params.set('interval', pick(random, salesIntervals));
      return { endpoint, path: path(endpoint, params) };
    }
    case 'customers': {
      const params = new URLSearchParams({ sort: pick(random, customerSorts), direction: random() < 0.5 ? 'asc' : 'desc' });
      if (random() < 0.3) params.set('q', pick(random, customerSearches));
      else params.set('page', String(randomPage(random)));
      return { endpoint, path: path(endpoint, params) };
    }
    case 'sales-report':
    case 'sales-report.html':
    case 'sales-report.csv':
      return { endpoint, path: path(endpoint, rangeQuery(randomRange(random, today))) };
  }
}

/** The next request of a seller who has made `downloads` downloads so far. */
export function sellerAsks(random: () => number, today: string = marketToday()) {
  const total = askWeights.reduce((sum, [, weight]) => sum + weight, 0);
  return (downloads: number): Ask => {
    for (;;) {
      let roll = random() * total;
      let endpoint: SellerEndpoint = 'dashboard';
      for (const [candidate, weight] of askWeights) {
        roll -= weight;
        if (roll < 0) {
          endpoint = candidate;
          break;
        }
      }
      if (downloads >= downloadsPerSeller && endpoint.includes('.')) continue;
      return askOf(endpoint, random, today);
    }
  };
}

/** `firstByteMs`: until the answer's headers arrived, when a download starts for the person asking. */
export type Answer = { status: number; ms: number; firstByteMs: number; wireBytes: number; contentEncoding: string; body: Buffer };

function headersOf(session: SellerSession, acceptEncoding: string): Record<string, string> {
  return {
    cookie: `${session.cookie}; lang=${session.language}`,
    'x-forwarded-for': session.ip,
    accept: '*/*',
    'accept-encoding': acceptEncoding,
  };
}

/**
 * One GET, timed from sending to the last byte of the body. `keepBody: false` drops the body as it arrives
 * (the load loop does not read answers, so the machine's two cores go to the server).
 */
export function ask(
  agent: http.Agent,
  baseUrl: string,
  session: SellerSession,
  path: string,
  { acceptEncoding = browserAcceptEncoding, keepBody = false }: { acceptEncoding?: string; keepBody?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let socket: Socket | undefined;
    let readBefore = 0;
    const request = http.get(`${baseUrl}${path}`, { agent, headers: headersOf(session, acceptEncoding) }, (response) => {
      const firstByteMs = performance.now() - startedAt;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (keepBody || (response.statusCode ?? 0) >= 300) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - startedAt,
          firstByteMs,
          wireBytes: (socket?.bytesRead ?? 0) - readBefore,
          contentEncoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    // One request at a time on this socket: what it reads from now to the end of the answer is this answer.
    request.on('socket', (assigned) => {
      socket = assigned;
      readBefore = assigned.bytesRead;
    });
    request.on('error', reject);
  });
}

export type EndpointTotals = { latencies: number[]; firstByte: number[]; wireBytes: number };
export type LoadResult = {
  seconds: number;
  byEndpoint: Map<SellerEndpoint, EndpointTotals>;
  /** Each endpoint's first answer on the fresh server, during the warm-up: what a cold start costs. */
  firstAnswerMs: Map<SellerEndpoint, number>;
  failures: Failure[];
  sellersAsked: number;
};

/** The warm-up ends at the latest this long after it began, whatever has answered by then. */
const longestWarmUpSeconds = 60;

/**
 * `loops` closed loops, each a seller at a time taken from the queue for a visit of 1–4 requests. The fresh
 * server first warms up: for `warmUpSeconds` and until every endpoint has answered once (the first answers
 * compile code and count what is counted once per instance); requests started before that are not counted.
 */
export async function driveSellers(
  baseUrl: string,
  sellers: SellerSession[],
  nextAsk: (downloads: number) => Ask,
  { loops, warmUpSeconds, seconds, random }: { loops: number; warmUpSeconds: number; seconds: number; random: () => number },
): Promise<LoadResult> {
  const byEndpoint = new Map<SellerEndpoint, EndpointTotals>();
  const firstAnswerMs = new Map<SellerEndpoint, number>();
  const failures: Failure[] = [];
  const downloads = new Map<string, number>();
  const asked = new Set<string>();
  let queue = 0;
  const startedAt = performance.now();
  let measureFrom = Infinity;
  let endAt = startedAt + (longestWarmUpSeconds + seconds) * 1000;
  const warmedUp = (now: number) => {
    if (measureFrom !== Infinity) return;
    const everyEndpoint = firstAnswerMs.size === sellerEndpoints.length;
    if ((everyEndpoint && now >= startedAt + warmUpSeconds * 1000) || now >= startedAt + longestWarmUpSeconds * 1000) {
      measureFrom = now;
      endAt = now + seconds * 1000;
    }
  };
  await Promise.all(
    Array.from({ length: loops }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (performance.now() < endAt) {
          const seller = sellers[queue++ % sellers.length] as SellerSession;
          const visitLength = 1 + Math.floor(4 * random());
          for (let step = 0; step < visitLength && performance.now() < endAt; step++) {
            const next = nextAsk(downloads.get(seller.id) ?? 0);
            if (next.endpoint.includes('.')) downloads.set(seller.id, (downloads.get(seller.id) ?? 0) + 1);
            const sentAt = performance.now();
            let answer: Answer;
            try {
              answer = await ask(agent, baseUrl, seller, next.path);
            } catch (error) {
              failures.push({ ...next, status: 0, answer: error instanceof Error ? error.message : String(error) });
              continue;
            }
            if (answer.status < 200 || answer.status >= 300) {
              failures.push({ ...next, status: answer.status, answer: answer.body.toString('utf8', 0, 200) });
              continue;
            }
            if (!firstAnswerMs.has(next.endpoint)) firstAnswerMs.set(next.endpoint, answer.ms);
            warmedUp(performance.now());
            if (sentAt < measureFrom || sentAt >= endAt) continue;
            asked.add(seller.id);
            const totals = byEndpoint.get(next.endpoint) ?? { latencies: [], firstByte: [], wireBytes: 0 };
            totals.latencies.push(answer.ms);
            totals.firstByte.push(answer.firstByteMs);
            totals.wireBytes += answer.wireBytes;
            byEndpoint.set(next.endpoint, totals);
          }
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return { seconds, byEndpoint, firstAnswerMs, failures, sellersAsked: asked.size };
}
