import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domain/api/api-error';
import { boostSchema } from '@domain/boosts/boost.schema';
import {
  browseResultSchema,
  featuredProductsSchema,
  productCardSchema,
  productDetailSchema,
  productInputSchema,
} from '@domain/catalog/product.schema';
import { onboardingSchema } from '@domain/onboarding/onboarding.schema';
import { orderSchema } from '@domain/orders/order.schema';
import { reviewSchema, reviewsPageSchema } from '@domain/reviews/review.schema';
import type { Settings } from '../env';
import { sendSharedJson } from './shared-json';

export const openApiDocumentPath = '/api/docs';

/** The name of the security scheme that stands for Better Auth's session cookie. */
export const sessionSecurityScheme = 'session';

/**
 * Who may call an API route. `session`: only a signed-in caller (401 without). `optional`: anyone, and a session
 * changes the answer (the seller sees their own unlisted product; a support message is filed under its sender).
 * `public`: the same for everyone. The routes decide it (the signedIn guard of modules/auth/guards.ts, or
 * findSessionUser); the authorization matrix test holds this list to what each route answers without a session.
 */
export type Access = 'public' | 'optional' | 'session';

/** Every API route that answers without a session, by "METHOD /path"; every other needs one. */
const accessWithoutSession: Record<string, Exclude<Access, 'session'>> = {
  'GET /api/docs': 'public',
  'GET /api/health': 'public',
  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/confirm-email': 'public',
  'GET /api/auth/reset-password/:token': 'public',
  'POST /api/auth/phone/send-code': 'public',
  'POST /api/auth/phone/verify': 'public',
  'POST /api/auth/sign-out': 'optional',
  'GET /api/auth/get-session': 'optional',
  'POST /api/support/messages': 'optional',
  'POST /api/client-errors': 'public',
  'GET /api/products': 'public',
  'GET /api/products/featured': 'public',
  'GET /api/products/:id': 'optional',
  'POST /api/products/:id/views': 'optional',
  'GET /api/products/:id/reviews': 'public',
  'GET /api/sellers/:id': 'public',
  'GET /api/stats': 'public',
  'POST /api/boosts/:id/impressions': 'optional',
  'POST /api/boosts/:id/clicks': 'optional',
};

export function accessOf(method: string, url: string): Access {
  return accessWithoutSession[`${method} ${url}`] ?? 'session';
}

const securityOf: Record<Access, NonNullable<FastifySchema['security']>> = {
  public: [],
  // No credentials, or the session cookie.
  optional: [{}, { [sessionSecurityScheme]: [] }],
  session: [{ [sessionSecurityScheme]: [] }],
};

/**
 * Schemas many routes share, written once under components/schemas and referred to by name. A registry of our own,
 * so the domain's schemas carry no document ids; an output schema is named as given, its input side gets "Input".
 */
const namedSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  ApiError: apiErrorSchema,
  ProductCard: productCardSchema,
  ProductDetail: productDetailSchema,
  Order: orderSchema,
  Boost: boostSchema,
  Review: reviewSchema,
  Onboarding: onboardingSchema,
})) {
  namedSchemas.add(schema, { id });
}
const transformRouteSchema = createJsonSchemaTransform({ schemaRegistry: namedSchemas });
const addNamedSchemas = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

/** The document with the named schemas it refers to (each is made on both sides, input and output; most routes use one). */
const transformDocument: typeof addNamedSchemas = (document) => {
  const openapi = addNamedSchemas(document) as { paths?: object; components?: { schemas?: Record<string, unknown> } };
  const schemas = openapi.components?.schemas ?? {};
  const used = new Set<string>();
  let reached: unknown[] = [openapi.paths];
  while (reached.length > 0) {
    const found = [...JSON.stringify(reached).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] as string);
    const fresh = found.filter((name) => !used.has(name));
    for (const name of fresh) used.add(name);
    reached = fresh.map((name) => schemas[name]);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...openapi, components: { ...openapi.components, schemas: kept } } as ReturnType<typeof addNamedSchemas>;
};

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: apiErrorSchema } } });

/**
 * What the routes without a response schema answer, as zod schemas: their values are typed by these same domain
 * schemas, but sent from one serialized copy shared by every visitor rather than serialized (and checked) per request.
 */
const sharedAnswers: Record<string, Record<number, z.ZodType>> = {
  'GET /api/products': { 200: browseResultSchema },
  'GET /api/products/featured': { 200: featuredProductsSchema },
  'GET /api/products/:id/reviews': { 200: reviewsPageSchema },
};

const noContent = { 204: { description: 'Done; no content.', type: 'null' } };
const download = (contentType: string) => ({
  200: { description: 'A file to download (Content-Disposition: attachment).', content: { [contentType]: { schema: { type: 'string' } } } },
});

/** A redirect, with no body: the Location header says where to. */
const redirect = (description: string) => ({
  description,
  type: 'null',
  headers: { location: { type: 'string', description: 'Where the browser goes next: a page of this site.' } },
});

/** What the routes that answer something other than JSON answer, as OpenAPI response objects. */
const otherAnswers: Record<string, Record<number, object>> = {
  // The links in the sign-up and reset e-mails, opened in a browser.
  'GET /api/auth/verify-email': {
    302: redirect('To the confirmation page, with the token and callbackURL, where the owner chooses the password.'),
  },
  'GET /api/auth/reset-password/:token': {
    302: redirect(
      'To the callbackURL: with `token` for the reset form, or with `error=INVALID_TOKEN` when the link is not valid or has expired.',
    ),
  },
  'DELETE /api/products/:id': noContent,
  'DELETE /api/reviews/:id': noContent,
  'POST /api/products/:id/views': noContent,
  'POST /api/boosts/:id/impressions': noContent,
  'POST /api/boosts/:id/clicks': noContent,
  'POST /api/client-errors': noContent,
  'GET /api/events': {
    200: {
      description: 'Server-sent events: a `notification` event per notification, its id the notification sequence.',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
  },
  'GET /api/seller/sales-report.csv': download('text/csv'),
  'GET /api/seller/sales-report.html': download('text/html'),
  [`GET ${openApiDocumentPath}`]: {
    200: { description: 'This document.', content: { 'application/json': { schema: { type: 'object' } } } },
  },
};

/** Any other route without a response schema (Better Auth's answers, the health check). */
const undescribedAnswer = { 200: { description: 'JSON, not described here.', content: { 'application/json': { schema: {} } } } };

const photos = { type: 'array', items: { type: 'string', contentMediaType: 'image/*' } };

/** The routes whose body is a form with photos rather than JSON, and what their handlers read from it. */
const formBodies: Record<string, { description: string; body: object }> = {
  'POST /api/products': {
    description: 'A form: `product`, the listing as JSON, and up to 5 photos (JPEG, PNG or WebP, 5 MB each) in any file fields.',
    body: {
      type: 'object',
      required: ['product'],
      properties: {
        product: {
          type: 'string',
          contentMediaType: 'application/json',
          contentSchema: z.toJSONSchema(productInputSchema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }),
        },
        photos,
      },
    },
  },
  'POST /api/products/:id/photos': {
    description: 'A form of photos to add in any file fields (JPEG, PNG or WebP, 5 MB each; 5 per product in all).',
    body: { type: 'object', properties: { photos } },
  },
};

/** The area a route belongs to, for grouping: `/api/seller/boosts/:id/pause` is in `seller`. */
function tagOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}

/**
 * The OpenAPI 3.1 document of the JSON API, made by @fastify/swagger from the zod schemas the routes validate and
 * serialize with, collected as the routes are registered (so call this before registering any), and served at
 * /api/docs. Pages, robots.txt, the sitemap and static files are left out: they are HTML and files, not the API.
 */
export async function registerOpenApiDocument(app: FastifyInstance, settings: Settings, sessionCookie: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Govi Market API',
        version: '1',
        description: [
          'The JSON API the Govi Market web app uses. Signing in (POST /api/auth/sign-in/email) sets the session cookie',
          `\`${sessionCookie}\`. A request that carries the cookie and is not GET or HEAD must also send an \`Origin\``,
          `(or \`Referer\`) of ${settings.publicUrl}, else it is refused with 403 \`forbidden_origin\`.`,
          'Errors are `ApiError`s, with the status their code maps to; a refused input is 400 `validation_failed` with',
          'the paths of the fields at fault.',
        ].join(' '),
      },
      servers: [{ url: settings.publicUrl }],
      components: {
        securitySchemes: {
          [sessionSecurityScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session cookie set by signing in.',
          },
        },
      },
    },
    transform(document) {
      const { url, route } = document;
      if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
      const method = [route.method].flat()[0] as HTTPMethods;
      const key = `${method} ${url}`;
      const access = accessOf(method, url);
      const given = document.schema as FastifySchema | undefined;
      const response = {
        ...((given?.response as object | undefined) ?? sharedAnswers[key]),
        ...(access === 'session' && { 401: errorAnswer('No session: sign in first.') }),
        default: errorAnswer('An error: its code says which.'),
      };
      const converted = transformRouteSchema({ ...document, schema: { ...given, response } }).schema as FastifySchema;
      const form = formBodies[key];
      return {
        url,
        schema: {
          ...converted,
          ...(form && { body: form.body, consumes: ['multipart/form-data'], description: form.description }),
          tags: [tagOf(url)],
          security: securityOf[access],
          response: {
            ...(!given?.response && !sharedAnswers[key] && (otherAnswers[key] ?? undescribedAnswer)),
            ...(converted.response as object),
          },
        },
      };
    },
    transformObject: transformDocument,
  });

  // The same for everyone and unchanged while the process runs: made and compressed once, and kept by browsers and
  // proxies for a few minutes only, so a new version of the API shows soon after a deployment.
  app.get(openApiDocumentPath, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return sendSharedJson(request, reply, app.swagger());
  });
}
