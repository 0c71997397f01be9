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
    /** Every route the app answers, in the order registered; a HEAD route is left out when the same URL has a GET. */
    routeTable: readonly RouteEntry[];
  }
}

/** Call before any route is registered: the table fills as routes are added. */
export function collectRouteTable(app: FastifyInstance) {
  const registered: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url, schema: route.schema });
  });
  // Fastify (and the static plugin) give every GET route a HEAD twin: it answers as the GET does, so the GET stands
  // for both. A HEAD route with no GET beside it is a route of its own. Worked out when read, whatever the order of
  // registration.
  app.decorate('routeTable', {
    getter() {
      const withGet = new Set(registered.filter((route) => route.method === 'GET').map((route) => route.url));
      return registered.filter((route) => route.method !== 'HEAD' || !withGet.has(route.url));
    },
  });
}
