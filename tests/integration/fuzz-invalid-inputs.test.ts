import fc from 'fast-check';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bodyAsServerReads,
  encodeComponent,
  fieldsNamed,
  holdsPrototypeKey,
  invalidBodies,
  invalidParams,
  invalidQueries,
  malformedBodies,
  queryAsServerReads,
  segmentAsServerReads,
  validPool,
} from '@tests/setup/invalid-inputs';

// Sample schemas with the shapes the API uses: strict bodies, refinements and transforms, coerced query fields.
const noNul = (text: string) => !text.includes('\u0000');
const bodySchema = z.strictObject({
  id: z.uuid(),
  title: z.string().refine(noNul).trim().min(1).max(20),
  count: z.number().int().min(1).max(50),
  kind: z.enum(['fruit', 'seed']),
  note: z.string().max(10).nullish(),
  tags: z
    .array(z.enum(['red', 'green']))
    .max(2)
    .refine((tags) => new Set(tags).size === tags.length)
    .default([]),
  phone: z.string().transform((value, context) => {
    if (/^0\d{9}$/.test(value.replace(/ /g, ''))) return value;
    context.addIssue({ code: 'custom', message: 'must be a phone number' });
    return z.NEVER;
  }),
  lines: z.array(z.strictObject({ productId: z.uuid(), quantity: z.number().int().min(1) })).min(1),
});
const querySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100).default(1),
  sort: z.enum(['newest', 'oldest']).optional(),
  ids: z.union([z.uuid(), z.array(z.uuid()).max(3)]).optional(),
  q: z.string().refine(noNul).max(30).optional(),
});
const paramsSchema = z.strictObject({ id: z.uuid(), name: z.string().min(1).max(8) });
// As a body that may be left out: with nothing sent, Fastify hands the validator null.
const optionalBody = z.strictObject({}).nullish();

const limits = { bodyLimit: 64 * 1024, maxParamLength: 100 };
const samples = 2000;

describe('cases drawn from a schema', () => {
  it('break the schema in every way it can be broken, not in one', () => {
    const kinds = (cases: { kind: string }[]) => new Set(cases.map((found) => found.kind));
    expect([...kinds(fc.sample(invalidBodies(bodySchema, limits), samples))].sort()).toEqual(
      expect.arrayContaining([
        'body too large',
        'custom',
        'invalid_format',
        'invalid_type',
        'invalid_value',
        'too_big',
        'too_small',
        'unrecognized_keys',
      ]),
    );
    expect([...kinds(fc.sample(invalidQueries(querySchema), samples))]).toEqual(
      expect.arrayContaining([
        'custom',
        'invalid_format',
        'invalid_type',
        'invalid_union',
        'invalid_value',
        'too_big',
        'too_small',
        'unrecognized_keys',
      ]),
    );
    expect([...kinds(fc.sample(invalidParams(paramsSchema, limits), samples))]).toEqual(
      expect.arrayContaining(['invalid_format', 'refused by the router', 'too_big']),
    );
    expect([...kinds(fc.sample(malformedBodies(bodySchema, limits), samples))]).toEqual(
      expect.arrayContaining(['body too large', 'deep nesting', 'malformed JSON', 'prototype key', 'wrong content type']),
    );
  });

  it('name the field that is wrong, a nested one by its path and an unknown one by its own name', () => {
    const valid = validPool(bodySchema, 'json')[0] as Record<string, unknown>;
    const parsed = z.safeParse(bodySchema, { ...valid, lines: [{ productId: 'x', quantity: 1, extra: 1 }], surplus: 1 });
    expect(parsed.success).toBe(false);
    expect(fieldsNamed(parsed.error?.issues ?? [], 'body')).toEqual(['lines.0.extra', 'lines.0.productId', 'surplus']);
    expect(fieldsNamed(z.safeParse(bodySchema, 'text').error?.issues ?? [], 'body')).toEqual(['body']);
  });

  it('surround the one wrong part with valid values', () => {
    for (const schema of [bodySchema, querySchema, paramsSchema])
      expect(validPool(schema, schema === bodySchema ? 'json' : 'query').length).toBeGreaterThan(0);
  });
});

describe('what the server reads, as modelled here, is what Fastify reads', () => {
  let echo: FastifyInstance;
  const validParams = validPool(paramsSchema, 'path')[0] as Record<string, string>;
  const validPath = `/validated/${encodeComponent(validParams.id ?? '')}/${encodeComponent(validParams.name ?? '')}`;
  beforeAll(async () => {
    echo = Fastify();
    echo.setValidatorCompiler(validatorCompiler);
    echo.get('/echo/:id/:name', async (request) => ({ params: request.params, query: request.query }));
    // The body exactly as Fastify hands it to the validator.
    echo.post('/echo', { schema: { body: {} }, validatorCompiler: () => (body) => ({ value: { body } }) }, async (request) => request.body);
    // The sample schemas, validated as the app validates: every case drawn from them must be refused here.
    const respond = async () => ({ accepted: true });
    echo.post('/validated/body', { schema: { body: bodySchema } }, respond);
    echo.post('/validated/optional-body', { schema: { body: optionalBody } }, respond);
    echo.get('/validated/:id/:name', { schema: { params: paramsSchema, querystring: querySchema } }, respond);
    await echo.ready();
  });
  afterAll(async () => {
    await echo.close();
  });

  const expectRefusedBySchema = (answer: LightMyRequestResponse, input: string) => {
    expect(answer.statusCode, input).toBe(400);
    expect(answer.json<{ code: string }>().code, input).toBe('FST_ERR_VALIDATION');
  };

  it('take what the sample schemas take, so a refusal there is the case’s doing', async () => {
    const body = JSON.stringify(validPool(bodySchema, 'json')[0]);
    const json = { 'content-type': 'application/json' };
    expect((await echo.inject({ method: 'POST', url: '/validated/body', payload: body, headers: json })).statusCode).toBe(200);
    expect((await echo.inject({ method: 'POST', url: '/validated/optional-body', payload: '{}', headers: json })).statusCode).toBe(200);
    expect((await echo.inject({ method: 'GET', url: validPath })).statusCode).toBe(200);
  });

  it('for query strings, with repeated keys, plus signs and escapes that do not decode', async () => {
    const cases = fc.sample(invalidQueries(querySchema), 300).map((found) => found.query);
    const queries = [...cases, 'a=%zz&a=%ED%A0%80&b+c=d+e&=x&flag&&a=3', `q=${encodeComponent('\ud800a\u0000')}`];
    for (const query of queries) {
      const answer = await echo.inject({ method: 'GET', url: `/echo/1/2?${query}` });
      expect(answer.json<{ query: unknown }>().query, query).toEqual({ ...queryAsServerReads(query) });
    }
    for (const query of cases) expectRefusedBySchema(await echo.inject({ method: 'GET', url: `${validPath}?${query}` }), query);
  });

  it('for path segments that decode, and refuses those that do not', async () => {
    const cases = fc.sample(invalidParams(paramsSchema, limits), 300);
    for (const segment of cases.flatMap((found) => Object.values(found.params))) {
      if (segment === '' || segment.includes('/') || segment.length > limits.maxParamLength) continue;
      const decoded = segmentAsServerReads(segment);
      if (decoded === '.' || decoded === '..') continue;
      const answer = await echo.inject({ method: 'GET', url: `/echo/${segment}/x` });
      if (decoded === undefined) expect(answer.statusCode, segment).toBe(400);
      else expect(answer.json<{ params: { id: string } }>().params.id, segment).toBe(decoded);
    }
    for (const found of cases) {
      if (!('fields' in found.expect)) continue;
      const url = `/validated/${found.params.id}/${found.params.name}`;
      expectRefusedBySchema(await echo.inject({ method: 'GET', url }), url);
    }
  });

  it('for JSON bodies, and no body at all', async () => {
    for (const [url, schema] of [
      ['/validated/body', bodySchema],
      ['/validated/optional-body', optionalBody],
    ] as const) {
      for (const found of fc.sample(invalidBodies(schema, limits), 300)) {
        if (!('fields' in found.expect)) continue;
        const request = {
          method: 'POST' as const,
          ...(found.payload !== undefined && { payload: found.payload, headers: { 'content-type': 'application/json' } }),
        };
        const echoed = await echo.inject({ ...request, url: '/echo' });
        expect(echoed.json<{ body: unknown }>().body).toEqual(bodyAsServerReads(found.payload));
        expectRefusedBySchema(await echo.inject({ ...request, url }), found.payload ?? 'no body');
      }
    }
    // Nothing sent: the validator is handed null, which a body that may be left out takes.
    expect((await echo.inject({ method: 'POST', url: '/echo' })).json()).toEqual({ body: null });
    expect((await echo.inject({ method: 'POST', url: '/validated/optional-body' })).statusCode).toBe(200);
    expect(fc.sample(invalidBodies(optionalBody, limits), 300).filter((found) => found.payload === undefined)).toEqual([]);

    const poisoned = await echo.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"a":{"__proto__":{}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.statusCode).toBe(400);
    expect(holdsPrototypeKey(JSON.parse('{"a":{"__proto__":{}}}'))).toBe(true);
    expect(holdsPrototypeKey({ constructor: 'x' })).toBe(false);
  });
});
