import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { fromDatabaseLayer, isDatabaseUnreachable } from './unreachable';

/** An error as the driver throws it, wrapped as Drizzle wraps it ("Failed query: …" with the driver's as cause). */
function fromDriver(message: string, code?: string): Error {
  const driver = Object.assign(new Error(message), code === undefined ? {} : { code });
  return new DrizzleQueryError('select 1', [], driver);
}

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection (the server stopped)', fromDriver('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection cut (the server restarting)', fromDriver('Connection terminated unexpectedly')],
    ['the pool waiting too long for a connection', fromDriver('timeout exceeded when trying to connect')],
    ['an administrator shutting the server down', fromDriver('terminating connection due to administrator command', '57P01')],
    ['the server starting up', fromDriver('the database system is starting up', '57P03')],
    ['a connection failure of class 08', fromDriver('connection failure', '08006')],
    ['too many connections', fromDriver('sorry, too many clients already', '53300')],
    [
      'the pool failing to connect for a transaction (marked by db/client)',
      fromDatabaseLayer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', fromDriver('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', fromDriver('syntax error at or near "selec"', '42601')],
    ['a serialization failure', fromDriver('could not serialize access', '40001')],
    ['any other error', new Error('something else')],
    ['something not an error', 'ECONNREFUSED'],
    // What Fastify hands the error handler when a visitor hangs up mid-body.
    ['a client hanging up mid-request', Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 })],
    ['a socket error from outside the database layer', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['a cut connection that carries an HTTP status', Object.assign(fromDriver('Connection terminated unexpectedly'), { statusCode: 500 })],
  ])('is false for %s: not the database being away', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
