import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@web/lib/api-client';
import { keyAfterFailure, newIdempotencyKey } from './idempotency-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newIdempotencyKey', () => {
  it('makes a fresh UUID v4 each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('makes one without crypto.randomUUID, which plain-http pages lack', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    expect(newIdempotencyKey()).toMatch(uuid);
  });
});

describe('keyAfterFailure', () => {
  const key = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('keeps the key when the order may have been made (lost connection, server fault)', () => {
    expect(keyAfterFailure(key, new ApiRequestError(0, { code: 'unavailable', message: 'network' }))).toBe(key);
    expect(keyAfterFailure(key, new ApiRequestError(503, { code: 'unavailable', message: 'busy' }))).toBe(key);
    expect(keyAfterFailure(key, new ApiRequestError(500, { code: 'internal', message: 'boom' }))).toBe(key);
  });

  it('starts a new attempt after a refusal, since nothing was made', () => {
    const refused = new ApiRequestError(409, { code: 'conflict', message: 'Only 1 left', reason: 'insufficient_stock' });
    const next = keyAfterFailure(key, refused);
    expect(next).toMatch(uuid);
    expect(next).not.toBe(key);
    expect(keyAfterFailure(key, new ApiRequestError(400, { code: 'validation_failed', message: 'bad phone' }))).not.toBe(key);
  });
});
