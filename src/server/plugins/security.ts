import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../env';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * A request that carries our cookie and could change something must come from one of our own
 * pages: this stops other sites from acting with a visitor's session (CSRF), on top of SameSite=Lax.
 */
export function registerOriginCheck(app: FastifyInstance, settings: Settings) {
  app.addHook('onRequest', async (request, reply) => {
    // Every unsafe method, whatever the path: the raw URL may spell /api/ percent-encoded.
    if (safeMethods.has(request.method) || !request.headers.cookie) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin && settings.trustedOrigins.includes(origin)) return;
    return reply.status(403).send({
      error: { code: 'forbidden_origin', message: 'This request did not come from a Govi Market page.' },
    });
  });
}

const hstsMaxAgeSeconds = 15552000;
const referrerPolicy = 'strict-origin-when-cross-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of an answer sent before any hook runs; see fixedSecurityHeaders. */
    securityHeadersBeforeHooks: Readonly<Record<string, string>>;
  }
}

/**
 * The security headers for an answer sent before helmet's hook runs (the router's own refusals, which are JSON
 * errors): the ones helmet sends with the same values, and a policy that lets the answer load and be framed nowhere.
 */
export function fixedSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': referrerPolicy,
    ...(https && { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }),
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, settings: Settings) {
  const https = settings.publicUrl.startsWith('https://');
  app.decorate('securityHeadersBeforeHooks', fixedSecurityHeaders(https));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: referrerPolicy },
  });
}
