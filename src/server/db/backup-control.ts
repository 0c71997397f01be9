import { once } from 'node:events';
import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { discardStagedBackup, type StagedBackup } from './backup';
import { BackupError, stagedManifestSchema } from './backup-manifest';

/**
 * The local channel a running server on the embedded database takes backups through: the data directory is
 * locked to it, and PGlite lives inside it, so no other process can read the database while it runs. A Unix
 * socket in DATA_DIR, readable and writable by the server's own user only, so only the machine's owner of the
 * market (and root) can ask.
 */
export const controlSocketName = 'govi-market.sock';

/** sun_path holds 108 bytes on Linux, the terminating NUL included (104 on macOS). */
const longestSocketPath = 103;
const longestRequestBytes = 64 * 1024;

const requestSchema = z.object({ command: z.literal('stage-backup') });
const replySchema = z.union([
  z.object({ ok: z.literal(true), folder: z.string(), manifest: stagedManifestSchema, databaseHeldMs: z.number() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
type Reply = z.infer<typeof replySchema>;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), controlSocketName);
}

export type ControlSocket = { close(): Promise<void> };

/**
 * Listens on DATA_DIR's control socket. A backup is asked for in one connection: the server stages it (the only part
 * that needs the database) and answers with the staging folder; the command writes the archive from that folder in
 * its own process, so compressing never competes with the server's requests, and hangs up; the server then removes
 * the folder. One backup at a time. Returns undefined (and says why) when DATA_DIR's path is too long for a socket.
 * Closing aborts a backup under way and removes its folder.
 */
export async function openControlSocket(options: {
  dataDir: string;
  stage: (signal: AbortSignal) => Promise<StagedBackup>;
  log: FastifyBaseLogger;
}): Promise<ControlSocket | undefined> {
  const { stage, log } = options;
  const socketPath = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(socketPath) > longestSocketPath) {
    log.warn({ socketPath }, 'DATA_DIR is too long a path for the control socket: backups need the server stopped');
    return undefined;
  }
  // Left by a server that was killed: this process holds the directory's lock, so no live server owns it.
  await rm(socketPath, { force: true });
  const stopping = new AbortController();
  /** The backup under way: from the request until its folder is removed. */
  let current: Promise<void> | undefined;

  async function backUp(socket: Socket, clientGone: AbortSignal) {
    const signal = AbortSignal.any([stopping.signal, clientGone]);
    const started = performance.now();
    let staged: StagedBackup | undefined;
    try {
      staged = await stage(signal);
      log.info({ ms: Math.round(performance.now() - started), databaseHeldMs: Math.round(staged.databaseHeldMs) }, 'backup staged');
      reply(socket, { ok: true, ...staged }, false);
      // The folder is the command's to read until it hangs up (or the server stops).
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve();
        else signal.addEventListener('abort', () => resolve(), { once: true });
      });
    } catch (error) {
      if (signal.aborted) return reply(socket, { ok: false, error: 'The backup was stopped before it was written; nothing was kept.' });
      if (error instanceof BackupError) return reply(socket, { ok: false, error: error.message });
      log.error({ err: error }, 'backup failed');
      reply(socket, { ok: false, error: `The backup failed: ${(error as Error).message}` });
    } finally {
      if (staged) await discardStagedBackup(staged);
      if (!socket.destroyed) socket.end();
    }
  }

  function serve(socket: Socket) {
    const clientGone = new AbortController();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('close', () => clientGone.abort());
    socket.on('data', (chunk: string) => {
      if (received.includes('\n')) return;
      received += chunk;
      if (received.length > longestRequestBytes) return void socket.destroy();
      const newline = received.indexOf('\n');
      if (newline < 0) return;
      if (!requestSchema.safeParse(safeJson(received.slice(0, newline))).success) {
        return reply(socket, { ok: false, error: 'Not a request this server understands.' });
      }
      if (current) return reply(socket, { ok: false, error: 'A backup is already being written; try again when it has finished.' });
      current = backUp(socket, clientGone.signal).finally(() => (current = undefined));
    });
  }

  const server = createServer(serve);
  // Created owner-only from the start (the umask covers the moment between creating the socket and chmod).
  const umask = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(umask);
  }
  await once(server, 'listening');
  await chmod(socketPath, 0o600);
  return {
    async close() {
      stopping.abort();
      const closed = new Promise((resolve) => server.close(resolve));
      await current;
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}

function reply(socket: Socket, answer: Reply, last = true) {
  if (socket.destroyed) return;
  if (last) socket.end(`${JSON.stringify(answer)}\n`);
  else socket.write(`${JSON.stringify(answer)}\n`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Asks the server running on DATA_DIR to stage a backup, and resolves once it has: `staged.folder` is the command's
 * to read until `release()`. `serverGone` aborts if the server stops meanwhile (it removes the folder as it goes).
 */
export function askServerToStageBackup(dataDir: string): Promise<{ staged: StagedBackup; serverGone: AbortSignal; release(): void }> {
  const socketPath = controlSocketPath(dataDir);
  const serverGone = new AbortController();
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'stage-backup' })}\n`));
    socket.on('data', (chunk: string) => {
      if (received.includes('\n')) return;
      received += chunk;
      const newline = received.indexOf('\n');
      if (newline < 0) return;
      const answer = replySchema.safeParse(safeJson(received.slice(0, newline)));
      if (!answer.success) reject(new BackupError('The server gave no answer about the backup; see its log.'));
      else if (!answer.data.ok) reject(new BackupError(answer.data.error));
      else {
        const { folder, manifest, databaseHeldMs } = answer.data;
        resolve({ staged: { folder, manifest, databaseHeldMs }, serverGone: serverGone.signal, release: () => socket.end() });
      }
    });
    socket.on('close', () => {
      serverGone.abort(new BackupError('The server stopped while the backup was being written; nothing was kept.'));
      reject(new BackupError('The server closed the connection without an answer about the backup; see its log.'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(
          new BackupError(
            `Another process holds ${path.resolve(dataDir)} but does not answer on its control socket ` +
              `(${socketPath}): it may still be starting, be a seed or restore, or be an older version. ` +
              'Wait for it, or stop it and run the backup again.',
          ),
        );
      } else {
        reject(error);
      }
    });
  });
}
