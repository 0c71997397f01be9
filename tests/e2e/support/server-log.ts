import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** Pino's numbers for `error` and `fatal`. */
const errorLevel = 50;

/**
 * Reads the e2e server's log (written by global-setup) from a mark on: the lines at level error or
 * fatal, each a fault of whatever journey was running, since nothing a journey does on purpose should
 * log one. Lines are JSON, one per line; a line still being written is left for the next read.
 */
export function readServerLog(file: string) {
  let offset = 0;
  return {
    mark() {
      offset = statSync(file).size;
    },
    errorsSinceMark(): string[] {
      const size = statSync(file).size;
      if (size <= offset) return [];
      const bytes = Buffer.alloc(size - offset);
      const fd = openSync(file, 'r');
      try {
        readSync(fd, bytes, 0, bytes.length, offset);
      } finally {
        closeSync(fd);
      }
      const text = bytes.toString('utf8');
      const complete = text.slice(0, text.lastIndexOf('\n') + 1);
      offset += Buffer.byteLength(complete);
      return complete.split('\n').filter((line) => isErrorLine(line));
    },
  };
}

type LogLine = { level?: unknown; err?: { message?: unknown } };

function isErrorLine(line: string): boolean {
  if (!line.startsWith('{')) return false;
  let parsed: LogLine;
  try {
    parsed = JSON.parse(line) as LogLine;
  } catch {
    // A line cut by another writer is not JSON; the process's own lines always are.
    return false;
  }
  // @fastify/compress logs a browser that stops reading mid-response (a page navigated away or closed)
  // at error level: the visitor left, the server did nothing wrong.
  if (parsed.err?.message === 'premature close') return false;
  return typeof parsed.level === 'number' && parsed.level >= errorLevel;
}
