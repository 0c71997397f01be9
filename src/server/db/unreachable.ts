import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Errors the pool's own connecting raised (db/client marks them): nothing else wraps them. */
const markedByDatabaseLayer = new WeakSet<Error>();

/** Marks an error as the database layer's: a connection the pool could not open for a transaction, say. */
export function fromDatabaseLayer<E>(error: E): E {
  if (error instanceof Error) markedByDatabaseLayer.add(error);
  return error;
}

/**
 * Whether an error came out of the database layer (a query Drizzle ran, a connection the pool opened) and says the
 * database server could not be reached or dropped the connection, rather than that a query was wrong: the server is
 * stopped, restarting, out of connections, or the network to it is down. Such an error passes when the database is
 * back. A socket error anywhere else is not one: a visitor hanging up mid-request also ends in ECONNRESET, and an
 * error that carries an HTTP status (Fastify's, a client's) is about the request.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: unknown }).statusCode !== undefined) return false;
  let fromDatabase = false;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    // Only what the database layer threw, and what it wraps, is read for a cut connection.
    fromDatabase ||= current instanceof DrizzleQueryError || markedByDatabaseLayer.has(current);
    if (!fromDatabase) continue;
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && (unreachableSocketCodes.has(code) || unavailableServerStates.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (unreachableMessages.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

/** The socket could not be opened or was cut. */
const unreachableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's states for a server going away or not taking connections (class 08, connection exceptions, is
 * matched by its prefix): shut down by an administrator, crashed, starting up, out of connections.
 */
const unavailableServerStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres says these in words only, without a code. */
const unreachableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Connection terminated due to connection timeout/,
];
