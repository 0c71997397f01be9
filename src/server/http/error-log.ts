/** An error as it goes into the logs. */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | undefined;
  /** Which constraint, table or column a database error is about: names, never values. */
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  cause?: LoggedError | undefined;
};

const stringProperty = (error: Error, name: string): string | undefined => {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The parts of an error that help find the fault and hold nobody's personal data. A failed query's error
 * carries the statement's parameters (delivery addresses, phone numbers, e-mail addresses, message bodies)
 * in its text and as fields, and a database error's `detail` repeats the offending values: those stay out.
 * Only the listed fields are kept, so a new kind of error cannot bring its payload into the logs either.
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const query = stringProperty(error, 'query');
  // Drizzle writes the parameters into the message after the statement; the database's own message is kept.
  const message = query !== undefined && error.message.startsWith('Failed query: ') ? `Failed query: ${query}` : error.message;
  const stack = (error.stack ?? '').replace(error.message, message);
  return {
    type: error.constructor.name,
    message,
    stack,
    code: stringProperty(error, 'code'),
    constraint: stringProperty(error, 'constraint'),
    table: stringProperty(error, 'table'),
    column: stringProperty(error, 'column'),
    cause: error.cause !== undefined && depth < 5 ? serializeErrorForLog(error.cause, depth + 1) : undefined,
  };
}

/**
 * Extra values a library hands its logger (Better Auth logs the error it caught, or the request's objects):
 * errors as `serializeErrorForLog` keeps them, short words and numbers as they are, anything else left out.
 */
export function detailsForLog(values: unknown[]): unknown[] {
  return values.map((value) => {
    if (value instanceof Error) return serializeErrorForLog(value);
    if (typeof value === 'number' || typeof value === 'boolean') return value;
    // A word such as an error's name; a longer text may quote what a user sent.
    if (typeof value === 'string' && /^[\w.:-]{0,64}$/.test(value)) return value;
    return '[omitted]';
  });
}
