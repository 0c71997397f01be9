/**
 * Whether an error (or one it was caused by: Drizzle wraps the driver's) says the database server could not be
 * reached or dropped the connection, rather than that a query was wrong: the server is stopped, restarting, out
 * of connections, or the network to it is down. Such an error passes when the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
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
