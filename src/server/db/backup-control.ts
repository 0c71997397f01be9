import { once } from 'node:events';
import { chmod, lstat, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { discardStagedBackup, type StagedBackup } from './backup';
import { BackupError, stagedManifestSchema } from './backup-manifest';

/**
 * The local channel a running server on the embedded database takes backups and operator changes through
 * (`npm run backup`, `npm run operator`): the data directory is locked to it, and PGlite lives inside it, so no other
 * process can read the database while it runs. A Unix socket in DATA_DIR, readable and writable by the server's own
 * user only, so only the machine's owner of the market (and root) can ask.
 */
export const controlSocketName = 'govi-market.sock';

/** sun_path holds 108 bytes on Linux, the terminating NUL included (104 on macOS). */
const longestSocketPath = 103;
const longestRequestBytes = 64 * 1024;
/** A connection that has not sent its request line by then is dropped: it would hold its place for good. */
const requestLineTimeoutMs = 5_000;
/**
 * The private folder the socket is created in before it is moved into place: `.sock-XXXXXX/s` is shorter than
 * the socket's own name, so a DATA_DIR short enough for the socket is short enough for it.
 */
export const controlFolderPrefix = '.sock-';

/** A change to the market's operators, or their list, asked by `npm run operator`; `by` is who ran it. */
export const operatorCommandSchema = z.strictObject({
  command: z.literal('operator'),
  action: z.enum(['add', 'remove', 'list']),
  who: z.string().max(254).optional(),
  by: z.string().max(100),
});
export type OperatorRequest = z.infer<typeof operatorCommandSchema>;

const requestSchema = z.union([z.strictObject({ command: z.literal('stage-backup') }), operatorCommandSchema]);
const replySchema = z.union([
  z.object({ ok: z.literal(true), folder: z.string(), manifest: stagedManifestSchema, databaseHeldMs: z.number() }),
  z.object({ ok: z.literal(true), text: z.string() }),
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
 * the folder. One backup at a time. Returns undefined (and logs why) when the socket cannot be made: DATA_DIR's path
 * too long for one, a file system without sockets, no permission. Backups then need the server stopped, and the
 * market runs as ever. Closing aborts a backup under way, removes its folder and drops every connection.
 */
export async function openControlSocket(options: {
  dataDir: string;
  stage: (signal: AbortSignal) => Promise<StagedBackup>;
  /**
   * Carries out an operator command and answers with what to print; an error whose message is for the person (a
   * refusal) is `expected`, any other is logged and answered as a failure.
   */
  operator?: { run: (command: OperatorRequest) => Promise<string>; expected: (error: unknown) => boolean };
  log: FastifyBaseLogger;
}): Promise<ControlSocket | undefined> {
  const { stage, log, operator } = options;
  const dataDir = path.resolve(options.dataDir);
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > longestSocketPath) {
    log.warn({ socketPath }, 'DATA_DIR is too long a path for the control socket: backups need the server stopped');
    return undefined;
  }
  const stopping = new AbortController();
  const connections = new Set<Socket>();
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

  async function runOperatorCommand(socket: Socket, command: OperatorRequest) {
    if (!operator) return reply(socket, { ok: false, error: 'This server does not take operator commands.' });
    try {
      reply(socket, { ok: true, text: await operator.run(command) });
    } catch (error) {
      if (operator.expected(error)) return reply(socket, { ok: false, error: (error as Error).message });
      log.error({ err: error }, 'an operator command failed');
      reply(socket, { ok: false, error: `The command failed: ${(error as Error).message}` });
    }
  }

  function serve(socket: Socket) {
    const clientGone = new AbortController();
    let received = '';
    connections.add(socket);
    socket.setEncoding('utf8');
    socket.setTimeout(requestLineTimeoutMs, () => socket.destroy());
    socket.on('error', () => {});
    socket.on('close', () => {
      connections.delete(socket);
      clientGone.abort();
    });
    socket.on('data', (chunk: string) => {
      if (received.includes('\n')) return;
      received += chunk;
      if (received.length > longestRequestBytes) return void socket.destroy();
      const newline = received.indexOf('\n');
      if (newline < 0) return;
      // From here the connection is the asking command's: it stays open, quiet, while the command writes its archive.
      socket.setTimeout(0);
      const request = requestSchema.safeParse(safeJson(received.slice(0, newline)));
      if (!request.success) return reply(socket, { ok: false, error: 'Not a request this server understands.' });
      if (request.data.command === 'operator') return void runOperatorCommand(socket, request.data);
      if (current) return reply(socket, { ok: false, error: 'A backup is already being written; try again when it has finished.' });
      current = backUp(socket, clientGone.signal).finally(() => (current = undefined));
    });
  }

  const server = createServer(serve);
  try {
    await listenOwnerOnly(server, dataDir, socketPath);
  } catch (error) {
    server.close();
    log.warn({ err: error, socketPath }, 'the control socket could not be created: backups need the server stopped');
    return undefined;
  }
  return {
    async close() {
      stopping.abort();
      const closed = new Promise((resolve) => server.close(resolve));
      await current;
      // The server closes once its last connection has: a client that stays connected (idle, or never hanging up
      // after its answer) would hold it open for good. Answers already written still go out first.
      for (const socket of connections) socket.destroySoon();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * Creates the socket inside a folder only this user may enter (mkdtemp makes it 0700), makes it owner-only there,
 * then moves it into place: nobody else can reach it at any moment, without narrowing the process's umask (which
 * would also apply to every file the server's requests create meanwhile).
 */
async function listenOwnerOnly(server: Server, dataDir: string, socketPath: string) {
  // Left by a server that was killed: this process holds the directory's lock, so no live server owns them.
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(controlFolderPrefix)) await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
  const existing = await lstat(socketPath).catch(() => undefined);
  if (existing && !existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  const folder = await mkdtemp(path.join(dataDir, controlFolderPrefix));
  try {
    const created = path.join(folder, 's');
    server.listen(created);
    await once(server, 'listening');
    await chmod(created, 0o600);
    // Replaces a socket left by a server that was killed.
    await rename(created, socketPath);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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
 * Aborting `signal` while the server stages hangs up, which stops the backup there.
 */
export function askServerToStageBackup(
  dataDir: string,
  signal?: AbortSignal,
): Promise<{ staged: StagedBackup; serverGone: AbortSignal; release(): void }> {
  const socketPath = controlSocketPath(dataDir);
  const serverGone = new AbortController();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const socket = connect(socketPath);
    const hangUp = () => {
      reject(signal?.reason);
      socket.destroy();
    };
    signal?.addEventListener('abort', hangUp, { once: true });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command: 'stage-backup' })}\n`));
    socket.on('data', (chunk: string) => {
      if (received.includes('\n')) return;
      received += chunk;
      const newline = received.indexOf('\n');
      if (newline < 0) return;
      const answer = replySchema.safeParse(safeJson(received.slice(0, newline)));
      if (!answer.success || (answer.data.ok && !('folder' in answer.data))) {
        reject(new BackupError('The server gave no answer about the backup; see its log.'));
      } else if (!answer.data.ok) reject(new BackupError(answer.data.error));
      else {
        const { folder, manifest, databaseHeldMs } = answer.data;
        signal?.removeEventListener('abort', hangUp);
        resolve({ staged: { folder, manifest, databaseHeldMs }, serverGone: serverGone.signal, release: () => socket.end() });
      }
    });
    socket.on('close', () => {
      signal?.removeEventListener('abort', hangUp);
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

/** A refusal or failure the server answered an operator command with, or a server that does not answer. */
export class ControlCommandError extends Error {
  override name = 'ControlCommandError';
}

/** Asks the server running on DATA_DIR to carry out an operator command; resolves with what it says. */
export function askServerForOperators(dataDir: string, command: OperatorRequest): Promise<string> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('close', () => {
      const answer = replySchema.safeParse(safeJson(received.split('\n')[0] ?? ''));
      if (!answer.success) reject(new ControlCommandError('The server closed the connection without an answer; see its log.'));
      else if (!answer.data.ok) reject(new ControlCommandError(answer.data.error));
      else if ('text' in answer.data) resolve(answer.data.text);
      else reject(new ControlCommandError('The server answered something else than the command asked.'));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') {
        reject(
          new ControlCommandError(
            `Another process holds ${path.resolve(dataDir)} but does not answer on its control socket (${socketPath}): ` +
              'it may still be starting, be a seed, backup or restore, or be an older version. Wait for it, or stop it and run the command again.',
          ),
        );
      } else {
        reject(error);
      }
    });
  });
}
