import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A small load-balancing HTTP proxy on loopback, for tests and benchmarks of several app instances: it sends each
 * request, on its own, to one of the upstreams (in turn, or at random), so one visitor's consecutive requests land
 * on different instances, as behind a load balancer without sticky sessions. Like a real reverse proxy it keeps
 * the Host header, appends the address it saw to X-Forwarded-For, streams bodies both ways (uploads, server-sent
 * events) and drops hop-by-hop headers. Each answer names the upstream that served it in `x-upstream` (its index),
 * and `served` records every request, so a test can tell which instance did what.
 *
 * Also runs as a process of its own, for benchmarks (so the load generator does not share its event loop):
 * `PORT=8080 UPSTREAMS=http://127.0.0.1:3001,http://127.0.0.1:3002 node --import tsx tests/setup/round-robin-proxy.ts`
 */

export type ProxyPick = 'round-robin' | 'random';

export type ProxyOptions = {
  /** `round-robin` (the default): each request goes to the next upstream in turn; `random`: to any, independently. */
  pick?: ProxyPick;
  /** 0 (the default) for a free port. */
  port?: number;
  host?: string;
  /** Whether to keep the `served` log; a long benchmark run turns it off. */
  record?: boolean;
};

export type ServedRequest = {
  method: string;
  url: string;
  /** The index, in the list given, of the upstream the request was sent to. */
  upstream: number;
  /** The upstream's status, or 502 when it could not be reached; undefined while waiting for it, or when the client left first. */
  status?: number;
};

export type RoundRobinProxy = {
  /** `http://127.0.0.1:PORT`: what clients use, and so the instances' PUBLIC_URL. */
  url: string;
  upstreams: string[];
  /** Every request forwarded, in the order the proxy received them. */
  served: ServedRequest[];
  close(): Promise<void>;
};

/** The response header naming the upstream that answered (its index in the list), as a proxy can expose its choice. */
export const upstreamHeader = 'x-upstream';

/** Headers that describe one connection, not the message: a proxy does not pass them on (RFC 9110, 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Answered by this proxy's own server; the upstream gets the body without waiting.
  'expect',
]);

function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !named.has(name)));
}

/** The client's address as a proxy writes it: an IPv4 client on a dual-stack socket without its `::ffff:` prefix. */
function clientAddress(request: http.IncomingMessage): string {
  return (request.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

export async function startRoundRobinProxy(upstreams: string[], options: ProxyOptions = {}): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('a proxy needs at least one upstream');
  const targets = upstreams.map((upstream) => new URL(upstream));
  const agents = targets.map(() => new http.Agent({ keepAlive: true }));
  const served: ServedRequest[] = [];
  const record = options.record ?? true;
  let turn = 0;
  const pickUpstream = options.pick === 'random' ? () => Math.floor(Math.random() * targets.length) : () => turn++ % targets.length;

  const server = http.createServer((request, response) => {
    const index = pickUpstream();
    const target = targets[index] as URL;
    const entry: ServedRequest = { method: request.method ?? 'GET', url: request.url ?? '/', upstream: index };
    if (record) served.push(entry);

    const headers = endToEndHeaders(request.headers);
    const forwardedFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${clientAddress(request)}` : clientAddress(request);

    const upstreamRequest = http.request({
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers,
      agent: agents[index],
    });
    upstreamRequest.on('response', (upstreamResponse) => {
      entry.status = upstreamResponse.statusCode;
      response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.statusMessage, {
        ...endToEndHeaders(upstreamResponse.headers),
        [upstreamHeader]: String(index),
      });
      // An event stream's headers go out now, not with its first event; other answers' with their first bytes.
      if (String(upstreamResponse.headers['content-type']).startsWith('text/event-stream')) response.flushHeaders();
      upstreamResponse.pipe(response);
      upstreamResponse.on('error', () => response.destroy());
      upstreamResponse.on('aborted', () => response.destroy());
    });
    upstreamRequest.on('error', (error) => {
      // The client left first and the request to the instance was dropped with it: nothing failed, nobody to answer.
      if (response.destroyed) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      entry.status = 502;
      response.writeHead(502, { 'content-type': 'text/plain', [upstreamHeader]: String(index) });
      response.end(`upstream ${index} failed: ${error.message}`);
    });
    // The client went away (a closed tab, a closed event stream): so does the request to the instance.
    response.on('close', () => {
      if (!response.writableFinished) upstreamRequest.destroy();
    });
    request.pipe(upstreamRequest);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    upstreams,
    served,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const agent of agents) agent.destroy();
      await closed;
    },
  };
}

async function runAsProcess() {
  const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean);
  const pick = process.env.PICK === 'random' ? 'random' : 'round-robin';
  const proxy = await startRoundRobinProxy(upstreams, { port: Number(process.env.PORT ?? 0), pick, record: false });
  console.log(`proxy listening at ${proxy.url}, ${pick} over ${upstreams.join(' ')}`);
  process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAsProcess().catch((error: unknown) => {
    console.error('the proxy could not start:', error);
    process.exit(1);
  });
}
