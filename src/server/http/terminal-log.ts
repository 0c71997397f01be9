/**
 * Log lines for a person watching a terminal. The server logs JSON lines (pino, through Fastify) for machines
 * to collect; when its standard output is a terminal, each line is rewritten as time, level, message and the
 * fields that say what happened, with an error's stack below it. Anything that is not a JSON line passes as it is.
 */

type LogEntry = Record<string, unknown>;

export type TerminalLogOptions = {
  /** ANSI colours for the level (off when NO_COLOR is set, or the output is not a terminal). */
  colour: boolean;
  /** The clock the times are shown in; the machine's own when not given. */
  timeZone?: string | undefined;
};

type Output = { write(text: string): unknown; isTTY?: boolean | undefined };

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const levelColours: Record<number, string> = { 10: '90', 20: '90', 30: '32', 40: '33', 50: '31', 60: '1;31' };
const warnLevel = 40;

// Carried by every line (or shown another way) and of no use to a person reading along.
const shownApart = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err']);
// Fastify's request line (http/request-log.ts), shown as `GET /browse → 200 in 12 ms`.
const requestFields = ['method', 'url', 'status', 'ms'];

/** The request id is there to find a failure a user reports; on the lines of requests that went well it is noise. */
function isHidden(field: string, level: number, requestLine: boolean): boolean {
  if (shownApart.has(field)) return true;
  if (requestLine && requestFields.includes(field)) return true;
  return field === 'requestId' && level < warnLevel;
}

function isEntry(value: unknown): value is LogEntry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"]+$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? String(value);
}

function isRequestLine(entry: LogEntry): boolean {
  return requestFields.every((field) => field in entry);
}

/** An error as the log's serializer keeps it (http/error-log.ts): its stack, then what caused it. */
function errorLines(error: unknown, indent = '    '): string[] {
  if (!isEntry(error)) return [];
  const stack = typeof error.stack === 'string' && error.stack !== '' ? error.stack : `${String(error.type)}: ${String(error.message)}`;
  const details = ['code', 'constraint', 'table', 'column']
    .filter((field) => typeof error[field] === 'string')
    .map((field) => `${field}=${formatValue(error[field])}`);
  const [first = '', ...frames] = stack.split('\n');
  const lines = [`${indent}${first}`, ...frames.map((frame) => `${indent}  ${frame.trim()}`)];
  if (details.length > 0) lines.push(`${indent}${details.join(' ')}`);
  if (error.cause !== undefined) {
    const cause = errorLines(error.cause, indent);
    if (cause.length > 0) lines.push(`${indent}caused by:`, ...cause.map((line) => `  ${line}`));
  }
  return lines;
}

export function createTerminalLogFormatter({ colour, timeZone }: TerminalLogOptions): (line: string) => string {
  const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone });
  const showTime = (time: unknown) => {
    if (typeof time !== 'number') return '--:--:--.---';
    return `${clock.format(time)}.${String(Math.floor(time % 1000)).padStart(3, '0')}`;
  };
  const showLevel = (level: number) => {
    const name = (levelNames[level] ?? `L${level}`).padEnd(5);
    const code = levelColours[level];
    return colour && code ? `\u001b[${code}m${name}\u001b[0m` : name;
  };

  return function formatLine(line: string): string {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      return line;
    }
    if (!isEntry(entry) || typeof entry.level !== 'number') return line;
    const level = entry.level;
    const request = isRequestLine(entry);
    const message = request
      ? `${String(entry.method)} ${String(entry.url)} → ${String(entry.status)} in ${String(entry.ms)} ms`
      : typeof entry.msg === 'string'
        ? entry.msg
        : '';
    const fields = Object.entries(entry)
      .filter(([name]) => !isHidden(name, level, request))
      .map(([name, value]) => `${name}=${formatValue(value)}`);
    const head = [showTime(entry.time), showLevel(level), message, ...(fields.length > 0 ? [` ${fields.join(' ')}`] : [])].join(' ');
    return [head, ...errorLines(entry.err)].join('\n');
  };
}

/** A destination for pino that writes each JSON line it is given to `output` as readable lines. */
export function terminalLogStream(output: Output, options: TerminalLogOptions): { write(chunk: string): void } {
  const formatLine = createTerminalLogFormatter(options);
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line !== '') output.write(`${formatLine(line)}\n`);
    },
  };
}

/**
 * The server's logger: JSON lines, unless standard output is a terminal, where a person reads them. `npm start | cat`
 * (or a service manager, a container's log collector) gets the JSON.
 */
export function serverLoggerOptions(level: string, output: Output = process.stdout, environment = process.env) {
  if (!output.isTTY) return { level };
  return { level, stream: terminalLogStream(output, { colour: !environment.NO_COLOR }) };
}
