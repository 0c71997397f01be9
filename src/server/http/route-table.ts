import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route as it was registered: what the OpenAPI document, the authorization matrix and the fuzz tests read. */
export type RouteEntry = {
  method: HTTPMethods;
  url: string;
  /** The route's zod schemas (params, querystring, body, response), when it has any. */
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app answers, in the order registered (the HEAD twins of GET routes left out). */
    routeTable: readonly RouteEntry[];
  }
}

/** Call before any route is registered: the table fills as routes are added. */
export function collectRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Fastify (and the static plugin) give every GET route a HEAD twin; the app has no HEAD route of its own.
    for (const method of methods) if (method !== 'HEAD') table.push({ method, url: route.url, schema: route.schema });
  });
}
