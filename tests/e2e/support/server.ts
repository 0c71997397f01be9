import { inject } from 'vitest';
import type { E2eServer } from './global-setup';

/**
 * The server this file's journeys use: each worker has its own (global-setup starts one per worker), so files
 * that run at the same time never share one.
 */
export function thisWorkersServer(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('global-setup started no server');
  return server;
}
