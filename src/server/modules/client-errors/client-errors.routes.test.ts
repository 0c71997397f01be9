import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLimits } from '@domain/site/client-error.schema';
import { createUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

type LogLine = { level: number; msg: string; clientError?: Record<string, unknown>; [key: string]: unknown };

const valid = {
  message: 'Cannot read properties of undefined (reading "map")',
  stack: 'TypeError: Cannot read properties of undefined\n    at OrdersList (orders-page-abc.js:1:200)',
  path: '/orders',
  buildId: '2026-11-26T15-00-00Z',
};
const warn = 40;
const reportsPerAddress = 3;

describe('POST /api/client-errors', () => {
  let testApp: TestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    testApp = await createTestApp({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
      rateLimits: { clientErrors: { limit: reportsPerAddress, windowSeconds: 600 } },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  let address = 0;
  /** Each test reports from an address of its own, so one test's reports never count against another's. */
  const nextAddress = () => `203.0.113.${(address += 1)}`;
  const report = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      remoteAddress,
      headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const reportLines = () => lines.filter((line) => line.msg === 'a page failed to render in the browser');

  it('answers 204 and writes one warn line with the report and nothing about the visitor', async () => {
    const user = await createUser(testApp.app, { firstName: 'Kamala', lastName: 'Perera' });
    const before = reportLines().length;
    const response = await report(valid, nextAddress(), { cookie: user.cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const written = reportLines().slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: warn, clientError: valid });
    const text = JSON.stringify(written[0]);
    for (const personal of [user.id, user.email, 'Kamala', 'cookie']) expect(text).not.toContain(personal);
  });

  it('takes a report without a stack', async () => {
    const { stack: _left, ...withoutStack } = valid;
    expect((await report(withoutStack, nextAddress())).statusCode).toBe(204);
  });

  it.each([
    ['a missing message', { ...valid, message: undefined }, 'message'],
    ['a blank message', { ...valid, message: '  ' }, 'message'],
    ['an over-long message', { ...valid, message: 'x'.repeat(clientErrorLimits.message + 1) }, 'message'],
    ['an over-long stack', { ...valid, stack: 'x'.repeat(clientErrorLimits.stack + 1) }, 'stack'],
    ['a path with its query', { ...valid, path: '/browse?search=my+address' }, 'path'],
    ['a full address for a path', { ...valid, path: 'https://elsewhere.example/x' }, 'path'],
    ['an over-long path', { ...valid, path: `/${'x'.repeat(clientErrorLimits.path)}` }, 'path'],
    ['a build id with spaces', { ...valid, buildId: 'a b' }, 'buildId'],
    ['an over-long build id', { ...valid, buildId: 'x'.repeat(clientErrorLimits.buildId + 1) }, 'buildId'],
    ['an unknown field', { ...valid, user: 'kamala@example.lk' }, 'user'],
  ])('refuses %s with 400 naming the field, logging no report', async (_case, payload, field) => {
    const before = reportLines().length;
    const response = await report(payload, nextAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed' });
    expect(response.json().error.fields.map((wrong: { path: string }) => wrong.path)).toContain(field);
    expect(reportLines()).toHaveLength(before);
  });

  it('refuses a flood from one address with 429, logging only the reports it took, and still takes another address', async () => {
    const flooding = nextAddress();
    const before = reportLines().length;
    const statuses = [];
    for (let sent = 0; sent < reportsPerAddress + 2; sent += 1) statuses.push((await report(valid, flooding)).statusCode);
    expect(statuses).toEqual([...Array<number>(reportsPerAddress).fill(204), 429, 429]);
    expect(reportLines()).toHaveLength(before + reportsPerAddress);
    const refused = await report(valid, flooding);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await report(valid, nextAddress())).statusCode).toBe(204);
  });
});
