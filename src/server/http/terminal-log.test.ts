import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeErrorForLog } from './error-log';
import { createTerminalLogFormatter, serverLoggerOptions, terminalLogStream } from './terminal-log';

// 2026-11-27 04:05:06.789 UTC: 09:35:06.789 in Colombo.
const time = Date.UTC(2026, 10, 27, 4, 5, 6, 789);
const formatLine = createTerminalLogFormatter({ colour: false, timeZone: 'UTC' });
const line = (entry: Record<string, unknown>) => JSON.stringify({ pid: 4242, hostname: 'market-1', time, ...entry });

describe('log lines on a terminal', () => {
  it('shows time, level, message and the fields that matter, without pid and hostname', () => {
    expect(
      formatLine(line({ level: 30, msg: 'Govi Market is ready', engine: 'pglite', url: 'http://localhost:3000', startupMs: 812 })),
    ).toBe('04:05:06.789 INFO  Govi Market is ready  engine=pglite url=http://localhost:3000 startupMs=812');
  });

  it('shows the time on the given clock', () => {
    const colombo = createTerminalLogFormatter({ colour: false, timeZone: 'Asia/Colombo' });
    expect(colombo(line({ level: 30, msg: 'ready' }))).toBe('09:35:06.789 INFO  ready');
  });

  it('writes a request as one short sentence, its request id only when something went wrong', () => {
    const request = { method: 'GET', url: '/browse?q=rice', status: 200, ms: 12, requestId: 'c0ffee-1234-5678' };
    expect(formatLine(line({ level: 30, msg: 'request', ...request }))).toBe('04:05:06.789 INFO  GET /browse?q=rice → 200 in 12 ms');
    expect(formatLine(line({ level: 50, msg: 'request failed', ...request, status: 500 }))).toBe(
      '04:05:06.789 ERROR GET /browse?q=rice → 500 in 12 ms  requestId=c0ffee-1234-5678',
    );
  });

  it('quotes texts with spaces and writes objects as JSON', () => {
    expect(formatLine(line({ level: 40, msg: 'slow job', job: 'prune sessions', counts: { readCache: 3 }, done: false }))).toBe(
      '04:05:06.789 WARN  slow job  job="prune sessions" counts={"readCache":3} done=false',
    );
  });

  it('puts an error’s stack, its database fields and its cause under the line', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', table: 'orders' });
    const error = new Error('placing the order failed', { cause });
    const [head, ...rest] = formatLine(line({ level: 50, msg: 'request failed', err: serializeErrorForLog(error) })).split('\n');
    expect(head).toBe('04:05:06.789 ERROR request failed');
    expect(rest[0]).toBe('    Error: placing the order failed');
    expect(rest[1]).toMatch(/^ {6}at .*terminal-log\.test\.ts/);
    const causeAt = rest.indexOf('    caused by:');
    expect(causeAt).toBeGreaterThan(1);
    expect(rest[causeAt + 1]).toBe('      Error: duplicate key value violates unique constraint');
    expect(rest).toContain('      code=23505 table=orders');
  });

  it('colours the level when asked', () => {
    const coloured = createTerminalLogFormatter({ colour: true, timeZone: 'UTC' });
    expect(coloured(line({ level: 40, msg: 'careful' }))).toBe('04:05:06.789 \u001b[33mWARN \u001b[0m careful');
  });

  it('passes on what is not a log line as it came', () => {
    expect(formatLine('Govi Market cannot start.')).toBe('Govi Market cannot start.');
    expect(formatLine('[1,2]')).toBe('[1,2]');
    expect(formatLine('{"msg":"no level"}')).toBe('{"msg":"no level"}');
  });
});

describe('the server’s logger', () => {
  it('stays JSON when standard output is not a terminal', () => {
    expect(serverLoggerOptions('info', { write: () => true, isTTY: false })).toEqual({ level: 'info' });
  });

  it('writes readable lines from Fastify’s logger when standard output is a terminal', async () => {
    const written: string[] = [];
    const terminal = { write: (text: string) => written.push(text), isTTY: true };
    const app = Fastify({ logger: serverLoggerOptions('info', terminal, { NO_COLOR: '1' }) });
    app.log.info({ engine: 'pglite' }, 'Govi Market is ready');
    app.log.debug('below the level');
    await app.close();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Govi Market is ready {2}engine=pglite\n$/);
  });

  it('splits a chunk of several JSON lines', () => {
    const written: string[] = [];
    const stream = terminalLogStream({ write: (text: string) => written.push(text) }, { colour: false, timeZone: 'UTC' });
    stream.write(`${line({ level: 30, msg: 'one' })}\n${line({ level: 30, msg: 'two' })}\n`);
    expect(written).toEqual(['04:05:06.789 INFO  one\n', '04:05:06.789 INFO  two\n']);
  });
});
