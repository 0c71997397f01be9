import fc from 'fast-check';
import { z } from 'zod';

/**
 * Inputs that break a route's zod schema, generated from the schema itself for the fuzz tests: wrong types, missing
 * and unknown fields, lengths and numbers out of bounds, bad enums and formats, odd characters (NUL, backslashes,
 * dot segments, lone surrogates), very long strings, deep nesting, huge arrays; and the mistakes that never reach
 * the schema (malformed JSON, wrong content types, oversized bodies, undecodable escapes in the URL).
 *
 * Walked from zod's own definitions rather than from z.toJSONSchema: JSON Schema carries none of the refinements
 * (NUL bytes, same-site paths, calendar days, phone numbers, duplicates), cannot express a transform, and shows a
 * coerced query field as a number when the server reads a string. Every case is then checked with the schema's own
 * safeParse of what the server will read, so a rule the walker does not understand costs variety, never a case
 * wrongly taken for invalid.
 */

type Schema = z.core.$ZodType;

/** Where a value travels: JSON values in a body; strings, or lists of them for a repeated key, in a query; strings in a path. */
type Place = 'json' | 'query' | 'path';

/** A schema violation names these fields (the error's `fields` paths); a refusal before the schema answers one of these codes. */
export type Expectation = { fields: string[] } | { codes: readonly string[] };

export type BodyCase = { kind: string; payload: string | undefined; contentType: string | undefined; expect: Expectation };
export type QueryCase = { kind: string; query: string; expect: Expectation };
export type ParamsCase = { kind: string; params: Record<string, string>; expect: Expectation };

export type TransportLimits = { bodyLimit: number; maxParamLength: number };

// ——— What the server reads ———

export function accepts(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

/** The body Fastify hands the validator for a JSON request: the parsed JSON, or null when nothing was sent (Fastify validates null then). */
export function bodyAsServerReads(payload: string | undefined): unknown {
  return payload === undefined ? null : (JSON.parse(payload) as unknown);
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced) || spaced;
  } catch {
    return spaced;
  }
}

/**
 * A query string as Fastify's parser (fast-querystring) reads it: `+` is a space, a repeated key becomes a list,
 * a key without `=` has the empty value, and an escape that does not decode is kept as sent.
 */
export function queryAsServerReads(query: string): Record<string, string | string[]> {
  const result = Object.create(null) as Record<string, string | string[]>;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const key = decodeComponent(at === -1 ? pair : pair.slice(0, at));
    const value = at === -1 ? '' : decodeComponent(pair.slice(at + 1));
    const current = result[key];
    result[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return result;
}

/** A path segment as the router hands it on, or undefined when the router cannot decode it (and refuses the URL). */
export function segmentAsServerReads(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function wtf8(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** encodeURIComponent, with !'()* escaped too so that no URL parser re-escapes what was sent. */
function encodeStrictly(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Escapes every reserved character; a lone surrogate becomes the three bytes a careless client sends for it, which no decoder accepts. */
export function encodeComponent(text: string): string {
  let encoded = '';
  let start = 0;
  for (const match of text.matchAll(loneSurrogate)) {
    encoded += encodeStrictly(text.slice(start, match.index)) + wtf8(match[0].charCodeAt(0));
    start = match.index + 1;
  }
  return encoded + encodeStrictly(text.slice(start));
}

/** A quick look at the text first, as Fastify's parser takes: most bodies name neither key. */
function mayHoldPrototypeKey(payload: string | undefined): boolean {
  return payload !== undefined && (payload.includes('"__proto__"') || payload.includes('"constructor"'));
}

/** Whether Fastify's JSON parser refuses this parsed body as prototype poisoning: a `__proto__` key, or `constructor.prototype`. */
export function holdsPrototypeKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Object.hasOwn(next, '__proto__')) return true;
    const constructor = (next as Record<string, unknown>).constructor;
    if (
      Object.hasOwn(next, 'constructor') &&
      typeof constructor === 'object' &&
      constructor !== null &&
      Object.hasOwn(constructor, 'prototype')
    )
      return true;
    pending.push(...Object.values(next));
  }
  return false;
}

// ——— The fields an error names ———

/**
 * The paths the error handler names for these issues: each issue's path, or `context` (body, querystring, params, a
 * form's field) for the input as a whole, and an unknown field under its own name.
 */
export function fieldsNamed(issues: readonly z.core.$ZodIssue[], context: string): string[] {
  const named = issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => (path ? `${path}.${key}` : key));
    return [path || context];
  });
  return [...new Set(named)].sort();
}

function violation(schema: Schema, value: unknown, context: string): { kind: string; expect: Expectation } | undefined {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return undefined;
  return { kind: parsed.error.issues[0]?.code ?? 'invalid', expect: { fields: fieldsNamed(parsed.error.issues, context) } };
}

// ——— Reading a schema ———

type CheckDef = { check: string; minimum?: number; maximum?: number; length?: number; value?: unknown; format?: string; pattern?: RegExp };

type Bounds = { min?: number; max?: number; integer: boolean; format?: string; pattern?: RegExp };

function defOf(schema: Schema) {
  return (schema as z.core.$ZodTypes)._zod.def;
}

function boundsOf(schema: Schema): Bounds {
  const def = defOf(schema) as { checks?: z.core.$ZodCheck[]; format?: string; pattern?: RegExp };
  const bounds: Bounds = { integer: false, format: def.format, pattern: def.pattern };
  for (const check of def.checks ?? []) {
    const { check: kind, ...rule } = check._zod.def as CheckDef;
    if (kind === 'min_length') bounds.min = rule.minimum;
    else if (kind === 'max_length') bounds.max = rule.maximum;
    else if (kind === 'length_equals') bounds.min = bounds.max = rule.length;
    else if (kind === 'greater_than' && typeof rule.value === 'number') bounds.min = rule.value;
    else if (kind === 'less_than' && typeof rule.value === 'number') bounds.max = rule.value;
    else if (kind === 'number_format') bounds.integer = Boolean(rule.format?.includes('int'));
    else if (kind === 'string_format') Object.assign(bounds, { format: rule.format, pattern: rule.pattern });
  }
  return bounds;
}

function isRequired(schema: Schema): boolean {
  return !accepts(schema, undefined);
}

/** Wrappers that take what their inner schema takes (give or take undefined, null or a default): read through them. */
const wrapperTypes = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

function innerOf(schema: Schema): Schema | undefined {
  const def = defOf(schema) as { type: string; innerType?: Schema };
  return wrapperTypes.has(def.type) ? def.innerType : undefined;
}

function isStrict(schema: Schema): boolean {
  const def = defOf(schema);
  return def.type === 'object' && def.catchall !== undefined && defOf(def.catchall).type === 'never';
}

// ——— Valid values, to surround the one wrong part ———

/** Strings that pass many a refinement the walker cannot read (paths, days, phone numbers, e-mail addresses). */
const validLookingStrings = [
  'a',
  'Fresh carrots',
  'Kamala Perera',
  'token-123',
  '/',
  '/browse?category=fruits#top',
  '2026-01-15',
  '2026-02-01',
  '2026-03-01',
  '077 123 4567',
  '+94 71 555 0101',
  'kamala@example.lk',
  '12',
  'true',
];

function validShape(schema: Schema, place: Place): fc.Arbitrary<unknown> | undefined {
  const def = defOf(schema);
  const text = place !== 'json';
  const pool = (inner: Schema) => {
    const values = validPool(inner, place);
    return values.length ? fc.constantFrom(...values) : undefined;
  };
  const wrapped = innerOf(schema);
  if (wrapped) return pool(wrapped);
  switch (def.type) {
    case 'string': {
      const { min = 0, max, format } = boundsOf(schema);
      if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
      const generated = fc.string({ minLength: min, maxLength: Math.min(max ?? min + 20, min + 20), unit: 'grapheme-ascii' });
      return fc.oneof(fc.constantFrom(...validLookingStrings), generated);
    }
    case 'number': {
      const { min = -1e6, max = 1e6, integer } = boundsOf(schema);
      const number = integer
        ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return text ? number.map(String) : number;
    }
    case 'boolean':
      return text ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'null':
      return text ? undefined : fc.constant(null);
    case 'literal':
    case 'enum': {
      const values = def.type === 'enum' ? Object.values(def.entries) : def.values;
      return fc.constantFrom(...values.map((value) => (text ? String(value) : value)));
    }
    case 'object': {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, child] of Object.entries(def.shape)) {
        const values = pool(child);
        if (isRequired(child)) {
          if (!values) return undefined;
          required.push(key);
        }
        if (values) shape[key] = values;
      }
      return fc.record(shape, { requiredKeys: required });
    }
    case 'array': {
      const element = pool(def.element);
      const { min = 0, max } = boundsOf(schema);
      if (!element) return min === 0 ? fc.constant([]) : undefined;
      return fc.array(element, { minLength: min, maxLength: Math.min(max ?? min + 3, min + 3) });
    }
    case 'pipe':
      return pool(def.in);
    case 'union': {
      const options = def.options.map(pool).filter((option) => option !== undefined);
      return options.length ? fc.oneof(...options) : undefined;
    }
    case 'any':
    case 'unknown':
      return fc.constant('a');
    default:
      return undefined;
  }
}

const pools = { json: new WeakMap<Schema, unknown[]>(), query: new WeakMap<Schema, unknown[]>(), path: new WeakMap<Schema, unknown[]>() };

/** Up to 40 values the schema accepts as they travel in this place, drawn once with a fixed seed; none when the walker finds none. */
export function validPool(schema: Schema, place: Place): unknown[] {
  const known = pools[place].get(schema);
  if (known) return known;
  const shape = validShape(schema, place);
  const drawn = shape ? fc.sample(shape, { numRuns: 40, seed: 14 }) : [];
  const valid = drawn.filter((value) => accepts(schema, place === 'json' ? jsonRoundTrip(value) : value));
  pools[place].set(schema, valid);
  return valid;
}

function jsonRoundTrip(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

// ——— Invalid values ———

/** Pieces that have broken parsers, databases and path handling before. */
const oddPieces = [
  '\u0000',
  '\\',
  '/..//',
  '..',
  '%00',
  '%2e%2e%2f',
  '\ud800',
  '\udfff',
  '\u202e',
  '\r\n',
  '\t',
  '\ufeff',
  '\u00a0',
  '\u0085',
  '\u2028',
  '\u{1f33e}',
  'ශ්‍රී ලංකා',
  'தமிழ்',
  "'; drop table users; --",
  '"',
  '<script>',
  '&',
  '=',
  '?',
  '#',
  '+',
  ',',
  'null',
  'NaN',
  '-0',
  '1e309',
  '${x}',
  '%s%n',
];

/** Long strings: mostly a few thousand characters, now and then more than a body may hold. */
function longString(place: Place): fc.Arbitrary<string> {
  const lengths =
    place === 'json'
      ? fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 257, max: 5000 }) },
          { weight: 1, arbitrary: fc.integer({ min: 5000, max: 70_000 }) },
        )
      : fc.integer({ min: 257, max: 1200 });
  return fc
    .tuple(fc.constantFrom('x', ' ', '\u0000', 'ශ', '\ud800', '/..', '\\'), lengths)
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));
}

/**
 * Any UTF-16 code unit, lone surrogates and controls included. (fast-check's own 'binary' unit does as well, but maps
 * every code point back once per arbitrary, which costs a second each time.)
 */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

function oddString(place: Place): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...oddPieces) },
    {
      weight: 2,
      arbitrary: fc.array(fc.constantFrom(...oddPieces, 'a', ' ', '1', '/'), { minLength: 2, maxLength: 8 }).map((parts) => parts.join('')),
    },
    { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 30 }) },
    { weight: 1, arbitrary: longString(place) },
  );
}

/** Arrays nested this deep, and arrays this long (both stay under a 64 KB body). */
const deepArray = fc.integer({ min: 2, max: 400 }).map((depth) => {
  let value: unknown = [];
  for (let level = 1; level < depth; level += 1) value = [value];
  return value;
});
const hugeArray = fc.integer({ min: 1000, max: 20_000 }).map((length) => new Array<number>(length).fill(0));

const jsonWrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 0.5, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, '', 'x', [], {}, [null], {
    '': null,
  }),
  oddString('json'),
  deepArray,
  hugeArray,
);

const numberishStrings = [
  '',
  ' ',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '0b1',
  '1_000',
  '1.5',
  '-1',
  '-0.0001',
  '１',
  '١٢',
  '9'.repeat(400),
  '1,5',
  '[]',
  'undefined',
];

/** Wrong in a query or a path: anything but what the field reads, strings only (a repeated key is a list). */
function textWrongTypes(place: Place): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(oddString(place), fc.constantFrom(...numberishStrings));
  return place === 'query' ? fc.oneof(scalar, fc.array(scalar, { minLength: 2, maxLength: 4 })) : scalar;
}

function numbersOutside({ min, max, integer }: Bounds): fc.Arbitrary<number> {
  const outside: fc.Arbitrary<number>[] = [fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e300, -1e300)];
  if (min !== undefined)
    outside.push(
      fc.integer({ min: 1, max: 1e6 }).map((below) => min - below),
      fc.constant(min - 0.5),
    );
  if (max !== undefined)
    outside.push(
      fc.integer({ min: 1, max: 1e6 }).map((above) => max + above),
      fc.constant(max + 0.5),
    );
  if (integer) outside.push(fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)));
  return fc.oneof(...outside);
}

function mutateString(text: string, at: number, piece: string, how: number): string {
  const position = text.length ? at % (text.length + 1) : 0;
  switch (how % 5) {
    case 0:
      return text.slice(0, position) + piece + text.slice(position);
    case 1:
      return text.slice(0, position) + text.slice(position + 1);
    case 2:
      return text.slice(0, position) + piece + text.slice(position + 1);
    case 3:
      return `${piece}${text}${piece}`;
    default:
      return text.toUpperCase() + piece;
  }
}

/** Values near the valid ones: a piece inserted, a character dropped or replaced, the case changed. */
function nearMisses(schema: Schema, place: Place): fc.Arbitrary<string> | undefined {
  const valid = validPool(schema, place).filter((value): value is string => typeof value === 'string');
  if (!valid.length) return undefined;
  const piece = fc.oneof(fc.constantFrom(...oddPieces, ' ', '-', 'g', '0', 'Z', '{', '.'), oddString(place));
  return fc
    .tuple(fc.constantFrom(...valid), fc.nat(), piece, fc.nat())
    .map(([text, at, inserted, how]) => mutateString(text, at, inserted, how));
}

function invalidShape(schema: Schema, place: Place, depth = 0): fc.Arbitrary<unknown> {
  const wrong = place === 'json' ? jsonWrongTypes : textWrongTypes(place);
  if (depth > 4) return wrong;
  const wrapped = innerOf(schema);
  if (wrapped) return invalidShape(wrapped, place, depth);
  const def = defOf(schema);
  const text = place !== 'json';
  const near = nearMisses(schema, place);
  // A wrong type is the easiest mistake to refuse: the rest, each twice as likely, reach the schema's finer rules.
  const withNear = (...arbitraries: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 1, arbitrary: wrong }, ...[...arbitraries, ...(near ? [near] : [])].map((arbitrary) => ({ weight: 2, arbitrary })));
  switch (def.type) {
    case 'string': {
      const { min = 0, max } = boundsOf(schema);
      const lengths: fc.Arbitrary<unknown>[] = [oddString(place)];
      if (max !== undefined) {
        lengths.push(
          fc
            .tuple(fc.constantFrom(...(text ? ['a', 'a', 'ශ'] : ['a', 'ශ', '\u{1f33e}'])), fc.integer({ min: max + 1, max: max + 40 }))
            .map(([piece, length]) => piece.repeat(length)),
        );
      }
      if (min > 0) lengths.push(fc.string({ maxLength: min - 1 }), fc.constantFrom(' '.repeat(min + 2), '\t\n', ' \u00a0 '));
      return withNear(...lengths);
    }
    case 'number': {
      const outside = numbersOutside(boundsOf(schema));
      return withNear(text ? outside.map(String) : outside, ...(text ? [] : [fc.constantFrom('1', '0', '')]));
    }
    case 'boolean':
    case 'literal':
    case 'enum': {
      const values = def.type === 'enum' ? Object.values(def.entries) : def.type === 'literal' ? def.values : [true, false];
      const near = fc
        .tuple(fc.constantFrom(...values.map(String)), fc.constantFrom('', ' ', '\u0000', 's', '-', '_x'))
        .chain(([value, piece]) =>
          fc.constantFrom(value.toUpperCase(), `${value}${piece}`, `${piece}${value}`, value.slice(1), value.slice(0, -1)),
        );
      return withNear(near, ...(text ? [] : [fc.constantFrom(...values.map(String), 1, 0)]));
    }
    case 'object':
      return withNear(invalidObject(schema, place, depth));
    case 'array': {
      const elements = validPool(def.element, place);
      const { min = 0, max } = boundsOf(schema);
      const options: fc.Arbitrary<unknown>[] = [
        fc.array(invalidShape(def.element, place, depth + 1), { minLength: 1, maxLength: 3 }),
        fc
          .tuple(fc.constantFrom(...(elements.length ? elements : [null])), invalidShape(def.element, place, depth + 1))
          .map(([good, bad]) => [good, bad]),
      ];
      if (elements.length) {
        options.push(fc.constantFrom(...elements).map((element) => [element, element]));
        if (max !== undefined)
          options.push(fc.integer({ min: max + 1, max: max + 5 }).map((length) => new Array<unknown>(length).fill(elements[0])));
      }
      if (min > 0) options.push(fc.constant([]));
      if (!text) options.push(hugeArray, deepArray);
      return withNear(...options);
    }
    case 'pipe': {
      const valid = validShape(def.in, place);
      return fc.oneof(invalidShape(def.in, place, depth), ...(valid ? [valid] : []), oddString(place));
    }
    case 'union':
      return withNear(...def.options.map((option) => invalidShape(option, place, depth + 1)));
    default:
      return wrong;
  }
}

/** Keys a client might add: near the real ones, ones that look privileged, odd ones. Prototype keys are the transport's (see below). */
function unknownKeys(schema: Schema): fc.Arbitrary<string> {
  const def = defOf(schema);
  const known = def.type === 'object' ? Object.keys(def.shape) : [];
  const near = known.flatMap((key) => [key.toUpperCase(), `${key} `, `${key}[]`, `${key}.x`, `_${key}`]);
  return fc.oneof(
    fc.constantFrom(
      ...near,
      'id',
      'userId',
      'sellerId',
      'isAdmin',
      'role',
      'status',
      '',
      ' ',
      'a.b',
      'a/b',
      '\u0000',
      '\ud800',
      'x'.repeat(300),
    ),
    fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 12 }),
  );
}

function invalidObject(schema: Schema, place: Place, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (def.type !== 'object') return fc.constant(null);
  const bases = validPool(schema, place) as Record<string, unknown>[];
  const base = bases.length ? fc.constantFrom(...bases) : fc.constant({});
  const keys = Object.keys(def.shape);
  const required = keys.filter((key) => isRequired(def.shape[key] as Schema));
  const options: fc.Arbitrary<unknown>[] = [];
  if (keys.length) {
    const oneWrong = fc
      .constantFrom(...keys)
      .chain((key) =>
        fc.tuple(base, invalidShape(def.shape[key] as Schema, place, depth + 1)).map(([valid, wrong]) => ({ ...valid, [key]: wrong })),
      );
    options.push(oneWrong, oneWrong);
  }
  if (required.length) {
    options.push(
      fc
        .tuple(base, fc.constantFrom(...required))
        .map(([valid, key]) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    );
  }
  if (isStrict(schema)) {
    const extra =
      place === 'json'
        ? fc.oneof(fc.constant('x'), jsonWrongTypes, fc.constant({ isAdmin: true }))
        : fc.oneof(fc.constant(''), oddString(place));
    options.push(fc.tuple(base, unknownKeys(schema), extra).map(([valid, key, value]) => ({ ...valid, [key]: value })));
  }
  return options.length ? fc.oneof(...options) : fc.constant(null);
}

// ——— Cases per place ———

function byteLength(text: string | undefined): number {
  return text === undefined ? 0 : Buffer.byteLength(text);
}

/**
 * JSON bodies the schema refuses (and no body at all, when the schema needs one). `context` is what the error calls
 * the body as a whole: `body`, or the name of the form field that carries the JSON.
 */
export function invalidBodies(schema: Schema, limits: TransportLimits, context = 'body'): fc.Arbitrary<BodyCase> {
  const values = fc.oneof({ weight: 20, arbitrary: invalidShape(schema, 'json') }, { weight: 1, arbitrary: fc.constant(undefined) });
  return values
    .map((value) => JSON.stringify(value) as string | undefined)
    .map((payload): BodyCase | undefined => {
      if (byteLength(payload) > limits.bodyLimit) {
        return { kind: 'body too large', payload, contentType: 'application/json', expect: { codes: ['body_too_large'] } };
      }
      const read = bodyAsServerReads(payload);
      if (mayHoldPrototypeKey(payload) && holdsPrototypeKey(read))
        return { kind: 'prototype key', payload, contentType: 'application/json', expect: { codes: ['invalid_json'] } };
      const found = violation(schema, read, context);
      return found && { ...found, payload, contentType: payload === undefined ? undefined : 'application/json' };
    })
    .filter((found): found is BodyCase => found !== undefined);
}

const malformedJson = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '{"a":1}x',
  '{"a":"\\x"}',
  '"\u0000"',
  '0x10',
  '.5',
  '01',
  '{"a" 1}',
  '\u0000',
];

/** Bodies refused before the schema: malformed JSON, prototype keys, the wrong content type, too large. */
export function malformedBodies(schema: Schema, limits: TransportLimits): fc.Arbitrary<BodyCase> {
  const someJson = fc.oneof(
    ...[...validPool(schema, 'json').slice(0, 5), { a: 1 }, [1, 2]].map((value) => fc.constant(JSON.stringify(value))),
  );
  const broken = fc.oneof(
    fc.constantFrom(...malformedJson),
    fc.tuple(someJson, fc.nat()).map(([json, at]) => json.slice(0, at % Math.max(json.length - 1, 1))),
    fc
      .tuple(someJson, fc.nat(), fc.constantFrom('{', '"', ',', ':', '\\', '\u0000', "'", ']'))
      .map(([json, at, piece]) => mutateString(json, at, piece, 0)),
  );
  const asJson = (payload: string, kind: string): BodyCase => ({
    kind,
    payload,
    contentType: 'application/json',
    expect: { codes: ['invalid_json'] },
  });
  const poisoned = fc.constantFrom(
    '{"__proto__":{"isAdmin":true}}',
    '{"a":{"__proto__":{"x":1}}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
  );
  const deep = fc
    .tuple(fc.integer({ min: 1000, max: 10_000 }), fc.boolean())
    .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));
  const wrongType = fc.tuple(
    fc.constantFrom(
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data; boundary=fuzz',
      'application/json-patch+json',
      'image/png',
      'json',
    ),
    someJson,
  );
  const tooLarge = fc.tuple(fc.integer({ min: limits.bodyLimit + 1, max: limits.bodyLimit * 2 }), fc.boolean()).map(([length, json]) => ({
    payload: JSON.stringify({ pad: 'x'.repeat(length) }),
    contentType: json ? 'application/json' : 'text/plain',
  }));

  return fc
    .oneof(
      broken.map((payload) => ({ kind: 'malformed JSON', payload, contentType: 'application/json' })),
      poisoned.map((payload) => ({ kind: 'prototype key', payload, contentType: 'application/json' })),
      deep.map((payload) => ({ kind: 'deep nesting', payload, contentType: 'application/json' })),
      wrongType.map(([contentType, payload]) => ({ kind: 'wrong content type', payload, contentType })),
      tooLarge.map((body) => ({ kind: 'body too large', ...body })),
    )
    .map(({ kind, payload, contentType }): BodyCase | undefined => {
      if (byteLength(payload) > limits.bodyLimit)
        return { kind: 'body too large', payload, contentType, expect: { codes: ['body_too_large'] } };
      if (contentType !== 'application/json') {
        // Fastify reads text/plain as a string and a form as nothing; any other type it has no parser for.
        const read = contentType.startsWith('text/plain') ? payload : null;
        return accepts(schema, read) ? undefined : { kind, payload, contentType, expect: { codes: ['validation_failed'] } };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return asJson(payload, kind);
      }
      if (mayHoldPrototypeKey(payload) && holdsPrototypeKey(parsed)) return asJson(payload, 'prototype key');
      // A mangled text that is still JSON is an ordinary schema case, when the schema refuses it.
      const found = violation(schema, parsed, 'body');
      return found && { kind: kind === 'deep nesting' ? kind : found.kind, payload, contentType, expect: found.expect };
    })
    .filter((found): found is BodyCase => found !== undefined);
}

/** Odd strings of every kind: pieces that broke parsers before, any UTF-16 code units, long runs. */
export function oddText(): fc.Arbitrary<string> {
  return oddString('path');
}

/** Single strings the schema refuses, for inputs outside the route table's schemas (a header, a form field). */
export function invalidStrings(schema: Schema): fc.Arbitrary<string> {
  return invalidShape(schema, 'path')
    .map(String)
    .filter((value) => !accepts(schema, value));
}

/** Escapes a client may send that do not decode, or decode to what was not meant. */
const rawEscapes = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '+', '%2B', '%00', '%C0%AF'];

function encodePairs(value: Record<string, unknown>, junk: readonly (string | null)[]): string {
  const pairs: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    for (const item of Array.isArray(entry) ? entry : [entry]) {
      if (item === undefined) continue;
      pairs.push(
        `${encodeComponent(key)}=${encodeComponent(typeof item === 'string' ? item : JSON.stringify(item))}${junk[pairs.length % junk.length] ?? ''}`,
      );
    }
  }
  return pairs.join('&');
}

/** Query strings the schema refuses as the server reads them. */
export function invalidQueries(schema: Schema): fc.Arbitrary<QueryCase> {
  const objects =
    defOf(schema).type === 'object' ? invalidObject(schema, 'query', 0) : fc.dictionary(fc.string(), oddString('query'), { maxKeys: 3 });
  const junk = fc.oneof(
    { weight: 4, arbitrary: fc.constant([null]) },
    { weight: 1, arbitrary: fc.array(fc.option(fc.constantFrom(...rawEscapes)), { minLength: 1, maxLength: 3 }) },
  );
  return fc
    .tuple(objects, junk)
    .map(([value, escapes]) => {
      const query = encodePairs((value ?? {}) as Record<string, unknown>, escapes);
      const found = violation(schema, queryAsServerReads(query), 'querystring');
      return found && { ...found, query };
    })
    .filter((found): found is QueryCase => found !== undefined);
}

/**
 * Segments that change the route itself or do not decode: refused before the schema, by the router. (Not the empty
 * and dot segments: a URL parser resolves those to another address, one that may well exist.)
 */
const rawSegments = ['a/b', '..%2F..%2Fhealth', '%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00', '%2F', '%5C', ';', '*'];

/** Path parameters the schema refuses (and segments the router refuses first). */
export function invalidParams(schema: Schema, limits: TransportLimits): fc.Arbitrary<ParamsCase> {
  const def = defOf(schema);
  if (def.type !== 'object') throw new Error('path parameters are described by an object schema');
  const segment = (key: string) => {
    const child = def.shape[key] as Schema;
    const valid = validPool(child, 'path').map((value) => encodeComponent(String(value)));
    return fc.oneof(
      { weight: 8, arbitrary: invalidShape(child, 'path').map((value) => encodeComponent(String(value))) },
      { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...(valid.length ? valid : ['a'])), fc.constantFrom(...rawEscapes))
          .map(([good, bad]) => good + bad),
      },
      ...(valid.length ? [{ weight: 2, arbitrary: fc.constantFrom(...valid) }] : []),
    );
  };
  const keys = Object.keys(def.shape);
  return fc
    .record(Object.fromEntries(keys.map((key) => [key, segment(key)])) as Record<string, fc.Arbitrary<string>>)
    .map((params): ParamsCase | undefined => {
      const read: Record<string, string> = {};
      for (const [key, raw] of Object.entries(params)) {
        const decoded = segmentAsServerReads(raw);
        if (decoded === '' || decoded === '.' || decoded === '..') return undefined;
        // A slash, an undecodable escape or an over-long segment: the router answers first.
        if (decoded === undefined || raw.includes('/') || raw.length > limits.maxParamLength) {
          return { kind: 'refused by the router', params, expect: { codes: ['validation_failed', 'not_found'] } };
        }
        read[key] = decoded;
      }
      const found = violation(schema, read, 'params');
      return found && { ...found, params };
    })
    .filter((found): found is ParamsCase => found !== undefined);
}
