import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback to a database server, which a test can cut and restore: the database then goes away for
 * the app behind it as a stopped or restarting server would, while the shared server itself keeps running for
 * everyone else. Cut, it drops every connection it carries and refuses new ones (its port is closed); restored,
 * it listens on the same port again.
 */
export type CutProxy = {
  /** `host:port` to put in a database URL in place of the server's. */
  hostPort: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startCutProxy(target: { host: string; port: number }): Promise<CutProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  function track(socket: Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  async function listen() {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    if (typeof address === 'object' && address) port = address.port;
    server = next;
  }

  async function stop() {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await listen();
  return {
    hostPort: `127.0.0.1:${port}`,
    cut: stop,
    restore: listen,
    close: stop,
  };
}

/** A database URL with its host and port replaced by the proxy's. */
export function urlThrough(proxy: CutProxy, url: string): string {
  const through = new URL(url);
  through.host = proxy.hostPort;
  return through.toString();
}
