import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './unreachable';

/** An error as the driver throws it, wrapped as Drizzle wraps it ("Failed query: …" with the driver's as cause). */
function fromDriver(message: string, code?: string): Error {
  const driver = Object.assign(new Error(message), code === undefined ? {} : { code });
  return new Error('Failed query: select 1', { cause: driver });
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
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', fromDriver('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', fromDriver('syntax error at or near "selec"', '42601')],
    ['a serialization failure', fromDriver('could not serialize access', '40001')],
    ['any other error', new Error('something else')],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s: a fault of ours, answered 500', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
