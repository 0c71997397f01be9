import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema } from '@domain/api/api-error';
import { productInputSchema } from '@domain/catalog/product.schema';
import { sequenceParamSchema } from '@domain/notifications/notification.schema';
import { multipart, type FilePart } from '@scripts/lib/multipart-body';
import type { RouteEntry } from '@server/http/route-table';
import { makeImage, svgImage } from '@tests/factories/images';
import { itemOf, placeTestOrder } from '@tests/factories/orders';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { postTestReview, receiveTestProduct } from '@tests/factories/reviews';
import { backdateAccount, createUser, type TestUser } from '@tests/factories/users';
import {
  accepts,
  encodeComponent,
  invalidBodies,
  invalidParams,
  invalidQueries,
  invalidStrings,
  malformedBodies,
  oddText,
  validPool,
  type Expectation,
} from '@tests/setup/invalid-inputs';
import { createTestApp, testOrigin } from '@tests/setup/test-app';

/**
 * Every API route that takes input, sent at least 1,000 inputs its own schema refuses (and the transport mistakes
 * before it), as a signed-in user who owns the things the route names: each must be answered with a 4xx in the one
 * error shape (a schema violation: 400 naming the wrong fields), never a 5xx, and must leave the database and the
 * stored photos exactly as they were. The routes come from the route table, so a route added later is fuzzed from
 * its schemas without a line here.
 *
 * Seeded: the same cases every run. fast-check prints the failing route's seed and path; FUZZ_SEED=n draws another
 * set (FUZZ_SEED=n again replays it), FUZZ_RUNS=n runs more than 1,000 per route.
 */

const minimumRuns = 1000;
const runs = Math.max(minimumRuns, Number(process.env.FUZZ_RUNS ?? 0));
const baseSeed = Number(process.env.FUZZ_SEED ?? 14);

const generous = { limit: 1_000_000, windowSeconds: 60 };
const testApp = await createTestApp({ rateLimits: { reviewWrites: generous, boostWrites: generous, reportDownloads: generous } });
const { app, database } = testApp;
const limits = {
  bodyLimit: app.initialConfig.bodyLimit ?? 1024 * 1024,
  maxParamLength: app.initialConfig.routerOptions?.maxParamLength ?? 100,
};

// ——— Which routes take input ———

const places = ['params', 'querystring', 'body'] as const;
type Place = (typeof places)[number];
type SchemaOf = Partial<Record<Place, z.core.$ZodType>>;

const keyOf = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
const apiRoutes = app.routeTable.filter((route) => route.url.startsWith('/api/'));
const schemaOf = (route: RouteEntry) => (route.schema ?? {}) as SchemaOf;
const routesWithSchemas = apiRoutes.filter((route) => places.some((place) => schemaOf(route)[place]));

/** Mutations that read no body (their path is their whole input, and its schema is fuzzed). */
const readNoBody = new Set([
  'POST /api/admin/accounts/:id/lift',
  'POST /api/admin/verifications/:id/approve',
  'POST /api/products/:id/views',
  'DELETE /api/products/:id',
  'DELETE /api/products/:id/photos/:photoId',
  'POST /api/boosts/:id/impressions',
  'POST /api/boosts/:id/clicks',
  'POST /api/notifications/:id/read',
  'POST /api/notifications/read-all',
  'POST /api/orders/:id/cancel',
  'POST /api/orders/:id/items/:itemId/received',
  'DELETE /api/reviews/:id',
  'DELETE /api/reviews/:id/reply',
  'POST /api/seller/boosts/:id/pause',
  'POST /api/seller/boosts/:id/resume',
  'DELETE /api/me/delivery-details',
  'POST /api/admin/support/:id/assign',
  'POST /api/admin/support/:id/close',
  'POST /api/admin/listings/:id/restore',
  'POST /api/products/:id/restore-request',
]);

/** Input no schema in the route table describes, fuzzed by hand below under these names. */
const beaconHeaders = 'beacons: the visitor cookie, Origin and User-Agent';
const otherInputs = {
  'POST /api/products': 'POST /api/products: the form',
  'POST /api/products/:id/photos': 'POST /api/products/:id/photos: the form',
  'GET /api/events': 'GET /api/events: the Last-Event-ID header',
  'GET /api/auth/get-session': 'GET /api/auth/get-session: the session cookie',
  'POST /api/products/:id/views': beaconHeaders,
  'POST /api/boosts/:id/impressions': beaconHeaders,
  'POST /api/boosts/:id/clicks': beaconHeaders,
} as const;

// ——— Fixtures: the signed-in owner, and the things routes name ———

let owner: TestUser;
/** The path parameters that name the owner's own things, by route. */
const fixtureParams: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  owner = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
  const other = await createUser(app, { firstName: 'Fathima', lastName: 'Rizvi' });
  const db = database.db;
  // Established accounts: their reviews are public at once, so replies and reports have something to act on.
  await Promise.all([owner, other].map((user) => backdateAccount(db, user)));
  // An operator too, so the console's routes reach their validation rather than refusing the owner.
  await makeOperator(db, owner);
  const own = await insertProduct(db, { sellerId: owner.id, sellerName: 'Nimal Silva', quantity: 100 });
  const reviewed = await insertProduct(db, { sellerId: other.id, sellerName: 'Fathima Rizvi', quantity: 100 });
  const received = await insertProduct(db, { sellerId: other.id, sellerName: 'Fathima Rizvi', quantity: 100 });

  const photo = await sendForm(`/api/products/${own.id}/photos`, {}, [
    { name: 'field.jpg', bytes: await makeImage('jpeg', { width: 64, height: 48 }) },
  ]);
  const photoId = photo.json<{ photos: { id: string }[] }>().photos[0]?.id ?? '';

  await receiveTestProduct(app, { seller: other, buyer: owner, productId: reviewed.id });
  const ownReview = (await postTestReview(app, owner, reviewed.id, { rating: 4, comment: 'Firm and fresh' })).json<{ id: string }>();
  const receivedOrder = await receiveTestProduct(app, { seller: other, buyer: owner, productId: received.id });
  const pendingOrder = await placeTestOrder(app, owner, [{ productId: reviewed.id, quantity: 1 }]);

  await receiveTestProduct(app, { seller: owner, buyer: other, productId: own.id });
  const reviewOfOwn = (await postTestReview(app, other, own.id, { rating: 5 })).json<{ id: string }>();
  const itemToMove = itemOf(await placeTestOrder(app, other, [{ productId: own.id, quantity: 1 }]), own.id);

  const boost = await send({
    method: 'POST',
    url: '/api/seller/boosts',
    payload: { productId: own.id, description: 'Fresh this week', dailyBudgetCents: 20_000, durationDays: 7 },
  });
  const boostId = boost.json<{ id: string }>().id;
  const notifications = await send({ method: 'GET', url: '/api/notifications' });
  const notificationId = notifications.json<{ notifications: { id: string }[] }>().notifications[0]?.id ?? '';

  const supportMessage = await app.inject({
    method: 'POST',
    url: '/api/support/messages',
    headers: { origin: testOrigin },
    payload: { name: 'Fathima Rizvi', email: 'fathima@example.lk', subject: 'Fuzzed', message: 'A message for the inbox.' },
  });
  const supportMessageId = supportMessage.json<{ id: string }>().id;
  await app.inject({
    method: 'POST',
    url: '/api/seller/verification',
    headers: { origin: testOrigin, cookie: other.cookie },
    payload: { fullName: 'Fathima Rizvi', nic: '641922757V', district: 'kandy', phoneNumber: '0771234567' },
  });
  const verificationQueue = await send({ method: 'GET', url: '/api/admin/verifications' });
  const verificationId = verificationQueue.json<{ cases: { id: string }[] }>().cases[0]?.id ?? '';
  // The owner's own request, approved at once: withdrawing needs an approved one to reach past its 409.
  await send({
    method: 'POST',
    url: '/api/seller/verification',
    payload: { fullName: 'Nimal Silva', nic: '196419202757', district: 'kandy', phoneNumber: '0771234567' },
  });
  const ownCase = (await send({ method: 'GET', url: '/api/admin/verifications' }))
    .json<{ cases: { id: string; sellerId: string }[] }>()
    .cases.find((item) => item.sellerId === owner.id);
  const approvedVerificationId = ownCase?.id ?? '';
  await send({ method: 'POST', url: `/api/admin/verifications/${approvedVerificationId}/approve` });
  const named = {
    '/api/admin/support/:id': { id: supportMessageId },
    '/api/admin/support/:id/answers': { id: supportMessageId },
    '/api/admin/support/:id/assign': { id: supportMessageId },
    '/api/admin/support/:id/close': { id: supportMessageId },
    '/api/products/:id': { id: own.id },
    '/api/products/:id/views': { id: own.id },
    '/api/products/:id/photos': { id: own.id },
    '/api/products/:id/photos/order': { id: own.id },
    '/api/products/:id/photos/:photoId': { id: own.id, photoId },
    '/api/products/:id/reviews': { id: received.id },
    '/api/products/:id/my-review': { id: reviewed.id },
    '/api/sellers/:id': { id: owner.id },
    '/api/boosts/:id/impressions': { id: boostId },
    '/api/boosts/:id/clicks': { id: boostId },
    '/api/seller/boosts/:id/pause': { id: boostId },
    '/api/seller/boosts/:id/resume': { id: boostId },
    '/api/notifications/:id/read': { id: notificationId },
    '/api/orders/:id': { id: pendingOrder.id },
    '/api/orders/:id/cancel': { id: pendingOrder.id },
    '/api/orders/:id/items/:itemId/received': { id: receivedOrder.id, itemId: itemOf(receivedOrder, received.id) },
    '/api/seller/order-items/:id': { id: itemToMove },
    '/api/reviews/:id': { id: ownReview.id },
    '/api/reviews/:id/reply': { id: reviewOfOwn.id },
    '/api/reviews/:id/reports': { id: reviewOfOwn.id },
    '/api/admin/reviews/:id/keep': { id: reviewOfOwn.id },
    '/api/admin/reviews/:id/remove': { id: reviewOfOwn.id },
    '/api/admin/reviews/:id/restore': { id: reviewOfOwn.id },
    '/api/admin/listings/:id/hide': { id: own.id },
    '/api/admin/listings/:id/restore': { id: own.id },
    '/api/products/:id/restore-request': { id: own.id },
    '/api/admin/accounts/:id/suspend': { id: other.id },
    '/api/admin/accounts/:id/lift': { id: other.id },
    '/api/admin/verifications/:id/approve': { id: verificationId },
    '/api/admin/verifications/:id/refuse': { id: verificationId },
    '/api/admin/verifications/:id/withdraw': { id: approvedVerificationId },
    '/api/auth/reset-password/:token': { token: 'fuzz-token' },
  };
  // Every fixture names a real thing: with an id of nothing, input a schema let through would end in a 404, not in a change the fingerprint sees.
  for (const params of Object.values(named)) for (const value of Object.values(params)) expect(value).toMatch(/^[\w-]{8,}$/);
  Object.assign(fixtureParams, named);
});

afterAll(async () => {
  printCounts();
  await testApp.close();
});

// ——— Sending ———

type Request = {
  params?: Record<string, string>;
  query?: string;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

function send(options: {
  method: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}) {
  return app.inject({ ...options, headers: { origin: testOrigin, cookie: owner.cookie, ...options.headers } });
}

function sendForm(url: string, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipart(fields, files);
  return send({ method: 'POST', url, payload: form.payload, headers: form.headers });
}

/** A valid value for each place the case does not fuzz, so the request reaches the place it does. */
function validRequestParts(route: RouteEntry): Required<Pick<Request, 'params' | 'query'>> & Pick<Request, 'payload' | 'contentType'> {
  const schema = schemaOf(route);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const drawn = schema.params ? ((validPool(schema.params, 'path')[0] ?? {}) as Record<string, string>) : {};
  const named = fixtureParams[route.url] ?? {};
  const params = Object.fromEntries(names.map((name) => [name, encodeComponent(named[name] ?? drawn[name] ?? 'a')]));
  let query = '';
  if (schema.querystring && !accepts(schema.querystring, {})) {
    const valid = (validPool(schema.querystring, 'query')[0] ?? {}) as Record<string, string | string[]>;
    query = Object.entries(valid)
      .flatMap(([key, value]) => [value].flat().map((item) => `${encodeComponent(key)}=${encodeComponent(item)}`))
      .join('&');
  }
  const body = schema.body && validPool(schema.body, 'json')[0];
  return { params, query, ...(body !== undefined && { payload: JSON.stringify(body), contentType: 'application/json' }) };
}

function sendCase(route: RouteEntry, request: Request) {
  const valid = validRequestParts(route);
  const params = { ...valid.params, ...request.params };
  const query = request.query ?? valid.query;
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? 'a') + (query ? `?${query}` : '');
  const body = 'payload' in request || 'contentType' in request ? request : valid;
  return send({
    method: route.method,
    url,
    ...(body.payload !== undefined && { payload: body.payload }),
    headers: { ...(body.contentType && { 'content-type': body.contentType }), ...request.headers },
  });
}

/** A 4xx in the one error shape; a schema violation is a 400 naming exactly the fields that are wrong. */
function expectRefused(answer: LightMyRequestResponse, expectation: Expectation) {
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    body = answer.body;
  }
  const parsed = apiErrorSchema.safeParse(body);
  expect(parsed.success, `not the one error shape: ${answer.body.slice(0, 300)}`).toBe(true);
  const error = parsed.data?.error;
  if ('fields' in expectation) {
    expect(answer.statusCode).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect([...new Set(error?.fields?.map((field) => field.path))].sort()).toEqual(expectation.fields);
  } else if (expectation.codes.length) {
    expect(expectation.codes).toContain(error?.code);
  }
}

// ——— Nothing stored ———

/** Every table's row count and a digest of its rows, and the stored photo files: equal before and after means nothing was stored or changed. */
async function fingerprint() {
  // Rows counted and written in the background (product views, sponsored events) are written first.
  await app.productViews.flush();
  await app.boostEvents.flush();
  const execute = async <Row>(query: ReturnType<typeof sql.raw>) => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  // Rate-limit counters count attempts, refused ones included (a listing is counted before its photos are read):
  // they are the one thing a refused request is meant to leave behind.
  const tables = await execute<{ name: string }>(
    sql.raw(`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
             where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
               and table_name <> 'rate_limits' order by 1`),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await execute<{ rows: number; digest: string | null }>(
      sql.raw(`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
    );
    digests[name] = `${row?.rows ?? 0} rows ${row?.digest ?? ''}`;
  }
  const uploads = path.join(testApp.settings.dataDir, 'uploads');
  return { tables: digests, photoFiles: readdirSync(uploads, { recursive: true }).map(String).sort() };
}

// ——— Counting ———

const counts = new Map<string, Map<string, number>>();
const durations = new Map<string, number>();

function count(route: string, kind: string) {
  const kinds = counts.get(route) ?? new Map<string, number>();
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  counts.set(route, kinds);
}

const totalOf = (route: string) => [...(counts.get(route)?.values() ?? [])].reduce((sum, value) => sum + value, 0);

function printCounts() {
  const lines = [...counts].map(([route, kinds]) => {
    const detail = [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, number]) => `${kind} ${number}`);
    const seconds = ((durations.get(route) ?? 0) / 1000).toFixed(1);
    return `${route.padEnd(48)} ${String(totalOf(route)).padStart(5)} cases ${seconds.padStart(5)} s  ${detail.join(', ')}`;
  });
  console.info(`Fuzz cases per endpoint (seed ${baseSeed}):\n${lines.join('\n')}`);
}

/** Each route's own seed, from the base one: adding a route leaves the others' cases as they were. */
function seedFor(route: string): number {
  let hash = baseSeed | 0;
  for (const character of route) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

async function fuzz<Case extends { kind: string }>(route: string, cases: fc.Arbitrary<Case>, check: (found: Case) => Promise<void>) {
  const before = await fingerprint();
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(cases, async (found) => {
      count(route, found.kind);
      await check(found);
    }),
    { numRuns: runs, seed: seedFor(route) },
  );
  durations.set(route, performance.now() - started);
  expect(await fingerprint(), 'something was stored or changed').toEqual(before);
  expect(totalOf(route)).toBeGreaterThanOrEqual(minimumRuns);
}

// ——— The route table ———

type Case = { kind: string; request: Request; expect: Expectation };

function casesFor(route: RouteEntry): fc.Arbitrary<Case> {
  const schema = schemaOf(route);
  const options: (fc.Arbitrary<Case> | fc.WeightedArbitrary<Case>)[] = [];
  if (schema.params) {
    options.push(
      invalidParams(schema.params, limits).map((found) => ({
        kind: `params: ${found.kind}`,
        request: { params: found.params },
        expect: found.expect,
      })),
    );
  }
  if (schema.querystring) {
    options.push(
      invalidQueries(schema.querystring).map((found) => ({
        kind: `query: ${found.kind}`,
        request: { query: found.query },
        expect: found.expect,
      })),
    );
  }
  if (schema.body) {
    const asCase = (found: { kind: string; payload: string | undefined; contentType: string | undefined; expect: Expectation }) => ({
      kind: `body: ${found.kind}`,
      request: { payload: found.payload, contentType: found.contentType },
      expect: found.expect,
    });
    // Bodies the schema refuses twice as often as those refused before it.
    options.push(
      { weight: 2, arbitrary: invalidBodies(schema.body, limits).map(asCase) },
      { weight: 1, arbitrary: malformedBodies(schema.body, limits).map(asCase) },
    );
  }
  return fc.oneof(...options);
}

describe('every API route with a schema, sent inputs its schema refuses', () => {
  for (const route of routesWithSchemas) {
    it(keyOf(route), { timeout: 10 * 60_000 }, async () => {
      await fuzz(keyOf(route), casesFor(route), async (found) => expectRefused(await sendCase(route, found.request), found.expect));
    });
  }
});

// ——— Input no schema in the route table describes ———

const ownProductId = () => fixtureParams['/api/products/:id']?.id ?? '';

/** Bytes that are no photo we take: noise, nothing, a cut-off JPEG, SVG, GIF, a PNG signature then garbage, text. */
const jpeg = await makeImage('jpeg', { width: 32, height: 24 });
const notPhotos: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.alloc(0), svgImage, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), Buffer.from('Fresh carrots\n')),
  fc.integer({ min: 1, max: jpeg.length - 1 }).map((length) => jpeg.subarray(0, length)),
  fc
    .uint8Array({ minLength: 1, maxLength: 512 })
    .map((bytes) => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from(bytes)])),
);
const fileNames = fc.oneof(
  fc.constantFrom('photo.jpg', 'a.png', '', '../../etc/passwd', 'C:\\photo.jpg', 'ශ්‍රී.jpg', 'x'.repeat(300)),
  fc.string({ maxLength: 20 }),
);
const fileTypes = fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'application/octet-stream', 'text/plain', '');

/** Up to five files, at least one of them no photo (a good one beside it must not be kept either). */
const filesWithABadOne: fc.Arbitrary<FilePart[]> = fc
  .tuple(fc.array(fc.tuple(notPhotos, fileNames, fileTypes), { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 1 }), fc.nat())
  .map(([bad, good, at]) => {
    const files: FilePart[] = bad.map(([bytes, name, type]) => ({ bytes, name, type }));
    if (good) files.splice(at % (files.length + 1), 0, { name: 'good.jpg', bytes: jpeg });
    return files;
  });

type FormCase = {
  kind: string;
  form?: { fields: Record<string, string>; files: FilePart[] };
  raw?: { payload: string; contentType?: string };
  expect: Expectation;
};

/** The ways a form is wrong before its content: not a form, no boundary, cut off, too many files. */
const brokenForms: fc.Arbitrary<FormCase> = fc.oneof(
  fc.constantFrom<FormCase>(
    { kind: 'not a form', raw: { payload: '{"title":"x"}', contentType: 'application/json' }, expect: { codes: ['validation_failed'] } },
    {
      kind: 'not a form',
      raw: { payload: 'title=x', contentType: 'application/x-www-form-urlencoded' },
      expect: { codes: ['validation_failed'] },
    },
    { kind: 'no boundary', raw: { payload: '--x\r\n', contentType: 'multipart/form-data' }, expect: { codes: ['validation_failed'] } },
  ),
  fc.nat().map((at): FormCase => {
    const form = multipart({ product: '{}' }, [{ name: 'a.jpg', bytes: jpeg }]);
    return {
      kind: 'cut off',
      raw: { payload: form.payload.subarray(0, at % form.payload.length).toString('latin1'), contentType: form.headers['content-type'] },
      expect: { codes: ['validation_failed', 'invalid_json'] },
    };
  }),
  fc.integer({ min: 6, max: 8 }).map((count): FormCase => ({
    kind: 'too many files',
    form: { fields: {}, files: Array.from({ length: count }, (_, index) => ({ name: `${index}.jpg`, bytes: jpeg })) },
    expect: { codes: ['validation_failed'] },
  })),
);

function sendFormCase(url: string, found: FormCase) {
  if (found.raw) {
    return send({
      method: 'POST',
      url,
      payload: Buffer.from(found.raw.payload, 'latin1'),
      headers: { ...(found.raw.contentType && { 'content-type': found.raw.contentType }) },
    });
  }
  return sendForm(url, found.form?.fields ?? {}, found.form?.files ?? []);
}

describe('input no schema in the route table describes', () => {
  it('POST /api/products: a form whose product is not one, or whose photos are not photos', { timeout: 10 * 60_000 }, async () => {
    const validProduct = JSON.stringify(validPool(productInputSchema, 'json')[0]);
    const cases: fc.Arbitrary<FormCase> = fc.oneof(
      {
        weight: 3,
        // Named as the JSON routes name a body's fields; the product itself is `product`. Prototype keys are no
        // transport matter here (the form's JSON is parsed plainly), so they are only unknown fields.
        arbitrary: fc.tuple(invalidBodies(productInputSchema, limits, 'product'), fc.boolean()).map(([found, withPhoto]): FormCase => ({
          kind: `product: ${found.kind}`,
          form: {
            fields: found.payload === undefined ? {} : { product: found.payload },
            files: withPhoto ? [{ name: 'good.jpg', bytes: jpeg }] : [],
          },
          expect:
            'fields' in found.expect
              ? found.expect
              : { codes: found.kind === 'body too large' ? ['validation_failed', 'invalid_json'] : ['validation_failed'] },
        })),
      },
      {
        weight: 1,
        arbitrary: malformedBodies(productInputSchema, limits)
          .filter(
            (found) =>
              found.contentType === 'application/json' &&
              'codes' in found.expect &&
              found.expect.codes.includes('invalid_json') &&
              found.payload !== undefined,
          )
          .map((found): FormCase => ({
            kind: `product: ${found.kind}`,
            form: { fields: { product: found.payload ?? '' }, files: [] },
            expect: { codes: ['invalid_json', 'validation_failed'] },
          })),
      },
      {
        weight: 2,
        arbitrary: filesWithABadOne.map((files): FormCase => ({
          kind: 'photos: not photos',
          form: { fields: { product: validProduct }, files },
          expect: { codes: ['validation_failed'] },
        })),
      },
      { weight: 1, arbitrary: brokenForms },
    );
    await fuzz(otherInputs['POST /api/products'], cases, async (found) => {
      const answer = await sendFormCase('/api/products', found);
      expectRefused(answer, found.expect);
    });
  });

  it('POST /api/products/:id/photos: files that are not photos, none, or too many', { timeout: 10 * 60_000 }, async () => {
    const url = `/api/products/${ownProductId()}/photos`;
    const cases: fc.Arbitrary<FormCase> = fc.oneof(
      {
        weight: 4,
        arbitrary: filesWithABadOne.map((files): FormCase => ({
          kind: 'not photos',
          form: { fields: {}, files },
          expect: { codes: ['validation_failed'] },
        })),
      },
      // The product holds one photo already: five more are one too many.
      {
        weight: 1,
        arbitrary: fc.constantFrom<FormCase>(
          { kind: 'no photo', form: { fields: {}, files: [] }, expect: { codes: ['validation_failed'] } },
          {
            kind: 'too many photos',
            form: { fields: {}, files: Array.from({ length: 5 }, (_, index) => ({ name: `${index}.jpg`, bytes: jpeg })) },
            expect: { codes: ['validation_failed'] },
          },
        ),
      },
      { weight: 1, arbitrary: brokenForms },
    );
    await fuzz(otherInputs['POST /api/products/:id/photos'], cases, async (found) =>
      expectRefused(await sendFormCase(url, found), found.expect),
    );
  });

  it('GET /api/events: a Last-Event-ID that is no notification sequence', { timeout: 10 * 60_000 }, async () => {
    // As an HTTP parser leaves a header: visible Latin-1 and tabs, no surrounding blanks (an empty one means "none").
    const headerValues = invalidStrings(sequenceParamSchema)
      .map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').replace(/^[\t ]+|[\t ]+$/g, ''))
      .filter((value) => value !== '' && !accepts(sequenceParamSchema, value));
    await fuzz(
      otherInputs['GET /api/events'],
      headerValues.map((value) => ({ kind: 'last-event-id', value })),
      async (found) => {
        const answer = await send({ method: 'GET', url: '/api/events', headers: { 'last-event-id': found.value } });
        expectRefused(answer, { fields: ['last-event-id'] });
      },
    );
  });

  it('GET /api/auth/get-session: a session cookie that is not one signs nobody in', { timeout: 10 * 60_000 }, async () => {
    // As a browser would send any text in a cookie: visible ASCII, everything else escaped.
    const cookieValue = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
    const ownValue = decodeURIComponent(/session_token=([^;]+)/.exec(owner.cookie)?.[1] ?? '');
    const [token = '', signature = ''] = ownValue.split('.');
    const altered = fc
      .tuple(fc.nat(), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'))
      .map(([at, character]) => {
        const position = at % token.length;
        const other = token[position] === character ? (character === 'a' ? 'b' : 'a') : character;
        return `${token.slice(0, position)}${other}${token.slice(position + 1)}.${signature}`;
      });
    const values = fc.oneof(
      { weight: 4, arbitrary: altered.map((value) => ({ kind: 'altered token', value: encodeURIComponent(value) })) },
      { weight: 1, arbitrary: fc.constant({ kind: 'token without signature', value: encodeURIComponent(token) }) },
      { weight: 5, arbitrary: oddText().map((value) => ({ kind: 'odd value', value: cookieValue(value) })) },
    );
    const getSession = (value: string) =>
      app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: `better-auth.session_token=${value}` } });
    // The cookie as signing in set it signs the owner in: the cases below differ from it in their value alone.
    const untouched = await getSession(encodeURIComponent(ownValue));
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toMatchObject({ user: { id: owner.id } });
    await fuzz(otherInputs['GET /api/auth/get-session'], values, async (found) => {
      const answer = await getSession(found.value);
      if (answer.statusCode === 200) expect(answer.json()).toBeNull();
      else expectRefused(answer, { codes: [] });
    });
  });

  it('beacons: any visitor cookie, Origin and User-Agent', { timeout: 10 * 60_000 }, async () => {
    // Sent as a visitor without a session, the way a page sends them; whether a view counts is the beacon's to say,
    // so here only the answer is checked, and what was counted is written before the next route is fuzzed.
    const headerText = oddText().map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').trim());
    const beacons = ['/api/products/:id/views', '/api/boosts/:id/impressions', '/api/boosts/:id/clicks'];
    const cases = fc.record({
      beacon: fc.constantFrom(...beacons),
      visitor: fc.option(oddText().map((value) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?')))),
      origin: fc.option(fc.oneof(fc.constant(testOrigin), fc.constant('null'), headerText)),
      userAgent: fc.option(headerText),
    });
    const route = beaconHeaders;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(cases, async ({ beacon, visitor, origin, userAgent }) => {
        count(route, beacon);
        const headers = {
          ...(visitor !== null && { cookie: `govi_visitor=${visitor}` }),
          ...(origin !== null && { origin }),
          ...(userAgent !== null && { 'user-agent': userAgent }),
        };
        const answer = await app.inject({ method: 'POST', url: beacon.replace(':id', fixtureParams[beacon]?.id ?? ''), headers });
        // Refused only by the check that a request carrying a cookie comes from our pages.
        if (answer.statusCode === 204) return;
        expectRefused(answer, { codes: ['forbidden_origin'] });
      }),
      { numRuns: runs, seed: seedFor(route) },
    );
    durations.set(route, performance.now() - started);
    await app.productViews.flush();
    await app.boostEvents.flush();
  });
});

describe('the fuzzing itself', () => {
  it('covers every API route that takes input: by its schemas, by hand, or as one that reads no body', () => {
    const known = new Set(apiRoutes.map(keyOf));
    expect(
      [...Object.keys(otherInputs), ...readNoBody].filter((key) => !known.has(key)),
      'listed here, but no such route',
    ).toEqual([]);
    const mutations = apiRoutes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    const unaccounted = mutations.filter(
      (route) => !schemaOf(route).body && !(keyOf(route) in otherInputs) && !readNoBody.has(keyOf(route)),
    );
    expect(unaccounted.map(keyOf), 'a mutation whose body no schema describes: give it one, or list it above').toEqual([]);
    expect(routesWithSchemas.length).toBeGreaterThan(0);
  });

  it('would see a product stored: the fingerprint moves with a row and a photo file', async () => {
    const before = await fingerprint();
    const product = JSON.stringify(validPool(productInputSchema, 'json')[0]);
    const answer = await sendForm('/api/products', { product }, [{ name: 'good.jpg', bytes: jpeg }]);
    expect(answer.statusCode).toBe(201);
    const after = await fingerprint();
    expect(after.photoFiles.length).toBeGreaterThan(before.photoFiles.length);
    expect(after.tables['public.products']).not.toEqual(before.tables['public.products']);
  });

  it('ran at least 1,000 cases against every route it fuzzes', () => {
    for (const name of [...routesWithSchemas.map(keyOf), ...new Set(Object.values(otherInputs))]) {
      expect(totalOf(name), name).toBeGreaterThanOrEqual(minimumRuns);
    }
  });
});
