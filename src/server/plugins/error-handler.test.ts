import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domain/api/api-error';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the router's own refusals", () => {
  // Found by the fuzz tests: Fastify answered these in a shape of its own, the second with 414.
  it.each([
    ['an escape that does not decode', '/api/products/%E0%A4%A'],
    ['a lone surrogate, as a careless client encodes it', '/api/orders/%ED%A0%80/cancel'],
    ['a path parameter longer than the router reads', `/api/products/${'x'.repeat(101)}`],
  ])('answer %s as 400 in the one error shape', async (_name, url) => {
    const answer = await testApp.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json()).error.code).toBe('validation_failed');
  });
});
