import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { create as createTar, extract, Header, list } from 'tar';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSmallMarket, readMarket, type SmallMarket } from '@tests/factories/market';
import { cookieFrom } from '@tests/factories/users';
import { openToOthers } from '@tests/setup/file-modes';
import { createMarketDataDir, dataDirAuthSecret, openMarketIn } from '@tests/setup/market-data-dir';
import { testOrigin } from '@tests/setup/test-app';
import { backup } from '@scripts/backup';
import { openEmbeddedAsIs } from '@scripts/lib/embedded-data-dir';
import { restore } from '@scripts/restore';
import { writeBackup } from './backup';
import type { BackupManifest } from './backup-manifest';
import { DataDirLockedError } from './data-dir-lock';

/** Each restore opens the database twice (to check it, then in the app): seconds each on a busy machine. */
const slow = 180_000;

function newDir(label: string) {
  return mkdtempSync(path.join(os.tmpdir(), `govi-backup-${label}-`));
}

/** The files under a folder, by path, with their bytes. */
function filesUnder(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(folder)) return files;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, file), readFileSync(file).toString('base64'));
  }
  return files;
}

let marketDir: string;
let market: SmallMarket;
let before: Record<string, unknown>;
let backupFile: string;
let manifest: BackupManifest;

beforeAll(async () => {
  ({ dataDir: marketDir, market, before } = await createMarketDataDir());
  backupFile = path.join(newDir('files'), 'market.tar.gz');
  ({ manifest } = await backup([backupFile], { DATA_DIR: marketDir }));
}, 120_000);

describe('a backup of a stopped data directory', () => {
  it('is one owner-only file whose manifest counts what it holds', () => {
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(manifest).toMatchObject({
      format: 'govi-market-backup',
      formatVersion: 1,
      database: {
        engine: 'pglite',
        rows: { users: 2, products: 2, orders: 1, order_items: 2, reviews: 1, boosts: 1, support_messages: 1 },
      },
      photos: { storedIn: 'backup', files: 12, missing: 0 },
      authSecret: true,
    });
    expect(manifest.database.rows.notifications).toBeGreaterThan(0);
    expect(manifest.database.rows.seller_customers).toBe(1);
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    // Nothing of the backup's own work is left in the data directory.
    expect(readdirSync(marketDir).sort()).toEqual(['auth-secret', 'db', 'uploads']);
  });

  it('holds its files owner-only, though PGlite made the database files 0666', async () => {
    const openEntries: string[] = [];
    await list({
      file: backupFile,
      onReadEntry(entry) {
        if ((entry.mode ?? 0) & 0o077) openEntries.push(`${entry.path} ${(entry.mode ?? 0).toString(8)}`);
      },
    });
    expect(openEntries).toEqual([]);
  });

  it(
    'restores into a new DATA_DIR where the app answers the same pages, photos, orders and sessions',
    async () => {
      const restoredDir = path.join(newDir('restored'), 'data');
      const restored = await restore([backupFile], { DATA_DIR: restoredDir });
      expect(restored.manifest).toEqual(manifest);
      expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8').trim()).toBe(dataDirAuthSecret);
      expect(statSync(path.join(restoredDir, 'auth-secret')).mode & 0o777).toBe(0o600);
      // Nobody but the market's own account reads the restored accounts, addresses or write-ahead log.
      expect(openToOthers(restoredDir)).toEqual([]);
      expect(filesUnder(path.join(restoredDir, 'uploads'))).toEqual(filesUnder(path.join(marketDir, 'uploads')));

      const testApp = await openMarketIn(restoredDir);
      try {
        expect(await readMarket(testApp.app, market)).toEqual(before);
        const photo = market.products[0]?.photos[0];
        const served = await testApp.app.inject({ method: 'GET', url: photo?.fullUrl ?? '' });
        expect(served.statusCode).toBe(200);
        expect(
          served.rawPayload.equals(readFileSync(path.join(marketDir, 'uploads', (photo?.fullUrl ?? '').replace('/uploads/', '')))),
        ).toBe(true);
        const signIn = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: testOrigin },
          payload: { email: market.buyer.email, password: market.buyer.password },
        });
        expect(signIn.statusCode).toBe(200);
        const orders = await testApp.app.inject({
          method: 'GET',
          url: '/api/orders',
          headers: { origin: testOrigin, cookie: cookieFrom(signIn.headers['set-cookie']) },
        });
        expect(orders.json<{ orders: { id: string }[] }>().orders.map((order) => order.id)).toEqual(market.orderIds);
      } finally {
        await testApp.close();
      }
    },
    slow,
  );
});

describe('refusals', () => {
  /** A copy of the good backup with its manifest changed, written the way a backup is (manifest first). */
  async function backupWithManifest(change: (manifest: Record<string, unknown>) => Record<string, unknown>) {
    const unpacked = newDir('edited');
    await extract({ file: backupFile, cwd: unpacked });
    const edited = change(JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Record<string, unknown>);
    writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(edited));
    const file = path.join(newDir('files'), 'edited.tar.gz');
    await createTar({ file, cwd: unpacked, gzip: true }, ['manifest.json', 'db', 'uploads', 'auth-secret']);
    return file;
  }

  /** Restoring `file` into a DATA_DIR that does not exist fails with `message`, and leaves no DATA_DIR behind. */
  async function expectRefusedRestore(file: string, message: RegExp) {
    const dataDir = path.join(newDir('target'), 'data');
    await expect(restore([file], { DATA_DIR: dataDir })).rejects.toThrow(message);
    expect(existsSync(dataDir)).toBe(false);
  }

  it(
    'restores no file that is missing, truncated, damaged or not a backup',
    async () => {
      await expectRefusedRestore(path.join(os.tmpdir(), 'no-such-backup.tar.gz'), /There is no backup file at/);
      const whole = readFileSync(backupFile);
      const truncated = path.join(newDir('files'), 'truncated.tar.gz');
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
      await expectRefusedRestore(truncated, /is damaged/);
      const damaged = path.join(newDir('files'), 'damaged.tar.gz');
      const flipped = Buffer.from(whole);
      for (let at = Math.floor(flipped.length / 2); at < flipped.length / 2 + 64; at++) flipped[at] = (flipped[at] ?? 0) ^ 0xff;
      writeFileSync(damaged, flipped);
      await expectRefusedRestore(damaged, /is damaged/);
      const notBackup = path.join(newDir('files'), 'photos.tar.gz');
      await createTar({ file: notBackup, cwd: marketDir, gzip: true }, ['uploads']);
      await expectRefusedRestore(notBackup, /is damaged or is not a Govi Market backup \(it does not begin with manifest.json\)/);
      const plainText = path.join(newDir('files'), 'notes.txt');
      writeFileSync(plainText, 'not an archive at all\n'.repeat(100));
      await expectRefusedRestore(plainText, /is damaged or is not a Govi Market backup/);
    },
    slow,
  );

  it(
    'restores no backup of another format version or of a newer app',
    async () => {
      await expectRefusedRestore(
        await backupWithManifest((manifest) => ({ ...manifest, formatVersion: 2 })),
        /is a backup in format version 2; this version of Govi Market reads version 1\. Restore it with the newer version/,
      );
      await expectRefusedRestore(
        await backupWithManifest((manifest) => ({
          ...manifest,
          database: { ...(manifest.database as object), migration: { when: 4102444800000, tag: '0099_future' } },
        })),
        /was made by a newer version of Govi Market .*0099_future.* Upgrade this copy of the app/,
      );
      await expectRefusedRestore(
        await backupWithManifest((manifest) => ({ ...manifest, format: 'something-else' })),
        /is not a Govi Market backup/,
      );
    },
    slow,
  );

  it(
    'restores no backup whose contents differ from its manifest',
    async () => {
      const rows = manifest.database.rows;
      await expectRefusedRestore(
        await backupWithManifest((manifest) => ({
          ...manifest,
          database: { ...(manifest.database as object), rows: { ...rows, products: 3 } },
        })),
        /is inconsistent: table products has 2 rows where the manifest counted 3/,
      );
      await expectRefusedRestore(
        await backupWithManifest((manifest) => ({ ...manifest, photos: { ...(manifest.photos as object), files: 13 } })),
        /is incomplete: 12 photo files where the manifest lists 13/,
      );
    },
    slow,
  );

  type HandMadeEntry = {
    path: string;
    type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link';
    body?: string;
    mode?: number;
    linkpath?: string;
  };

  /** A backup written entry by entry with tar's own headers: the good manifest first, then whatever the test says. */
  function handMadeBackup(entries: HandMadeEntry[]): string {
    const blocks: Buffer[] = [];
    for (const entry of [{ path: 'manifest.json', body: JSON.stringify(manifest) }, ...entries]) {
      const type = entry.type ?? 'File';
      const body = Buffer.from(type === 'File' ? (entry.body ?? 'x') : '');
      const header = Buffer.alloc(512);
      new Header({
        path: entry.path,
        type,
        mode: entry.mode ?? 0o644,
        size: body.length,
        mtime: new Date(),
        uid: 0,
        gid: 0,
        ...(entry.linkpath && { linkpath: entry.linkpath }),
      }).encode(header, 0);
      blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
    blocks.push(Buffer.alloc(1024));
    const file = path.join(newDir('files'), 'hand-made.tar.gz');
    writeFileSync(file, gzipSync(Buffer.concat(blocks)));
    return file;
  }

  it('restores no backup holding a path out of its folders, a link, or a setuid file, and writes nothing', async () => {
    const outside = path.join(os.tmpdir(), `govi-escaped-${process.pid}`);
    const refusals: HandMadeEntry[] = [
      { path: 'db/../../escaped' },
      { path: 'uploads/../../../escaped' },
      { path: 'db/..', type: 'Directory' },
      { path: outside },
      { path: '/db/PG_VERSION' },
      { path: 'db/link', type: 'SymbolicLink', linkpath: '/etc/passwd' },
      { path: 'uploads/ab/link.webp', type: 'Link', linkpath: '/etc/passwd' },
      { path: 'db/PG_VERSION', mode: 0o4755 },
      { path: 'uploads/ab', type: 'Directory', mode: 0o2755 },
    ];
    for (const entry of refusals) {
      const dataDir = path.join(newDir('target'), 'data');
      const refused = restore([handMadeBackup([{ path: 'db/PG_VERSION', body: '17\n' }, entry])], { DATA_DIR: dataDir });
      await expect(refused, JSON.stringify(entry)).rejects.toThrow(/holds entries a Govi Market backup never has .*; nothing was restored/);
      expect(existsSync(dataDir), JSON.stringify(entry)).toBe(false);
      expect(readdirSync(path.dirname(dataDir))).toEqual([]);
    }
    expect(existsSync(outside)).toBe(false);
  });

  it('restores into no DATA_DIR that holds anything, or that a server holds', async () => {
    const full = newDir('full');
    writeFileSync(path.join(full, 'notes.txt'), 'mine');
    await expect(restore([backupFile], { DATA_DIR: full })).rejects.toThrow(/is not empty \(it holds notes\.txt\)/);
    expect(readdirSync(full)).toEqual(['notes.txt']);

    // The lock of a live process (this test's parent) on an otherwise empty directory.
    const held = newDir('held');
    writeFileSync(path.join(held, 'govi-market.lock'), String(process.ppid));
    const refused = restore([backupFile], { DATA_DIR: held });
    await expect(refused).rejects.toThrow(DataDirLockedError);
    await expect(refused).rejects.toThrow(/Another Govi Market process \(pid \d+\) is already using/);
    expect(readdirSync(held)).toEqual(['govi-market.lock']);
  });

  it(
    'writes no backup over an existing file, or of a directory without a market',
    async () => {
      const existing = path.join(newDir('files'), 'kept.tar.gz');
      writeFileSync(existing, 'an older backup');
      await expect(backup([existing], { DATA_DIR: marketDir })).rejects.toThrow(/already exists; choose another name/);
      expect(readFileSync(existing, 'utf8')).toBe('an older backup');
      expect(readdirSync(path.dirname(existing))).toEqual(['kept.tar.gz']);
      await expect(backup([path.join(newDir('files'), 'x.tar.gz')], { DATA_DIR: newDir('empty') })).rejects.toThrow(
        /There is no embedded market in .* to back up/,
      );
      await expect(backup([], { DATA_DIR: marketDir, DATABASE_URL: 'postgres://localhost/govi' })).rejects.toThrow(/pg_dump/);
    },
    slow,
  );
});

describe('restoring into a DATA_DIR that holds only what backups and stopped processes leave', () => {
  it(
    'restores a backup kept in DATA_DIR/backups, beside staging folders and a control socket left by a killed process',
    async () => {
      const dataDir = newDir('beside-backups');
      mkdirSync(path.join(dataDir, 'backups'));
      const kept = path.join(dataDir, 'backups', 'govi-market-2026-11-24T10-00-00Z.tar.gz');
      writeFileSync(kept, readFileSync(backupFile));
      mkdirSync(path.join(dataDir, '.backup-abc123', 'db'), { recursive: true });
      mkdirSync(path.join(dataDir, '.restore-def456'));
      // A socket file with nothing listening, as a server killed with SIGKILL leaves it.
      const listening = createServer().listen(path.join(dataDir, 's'));
      await new Promise((resolve) => listening.once('listening', resolve));
      renameSync(path.join(dataDir, 's'), path.join(dataDir, 'govi-market.sock'));
      await new Promise((resolve) => listening.close(resolve));

      const restored = await restore([kept], { DATA_DIR: dataDir });
      expect(restored.manifest).toEqual(manifest);
      expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'backups', 'db', 'govi-market.sock', 'uploads']);
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([path.basename(kept)]);
      expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual(filesUnder(path.join(marketDir, 'uploads')));
    },
    slow,
  );

  it.runIf(process.getuid?.() === 0)(
    'run as root, gives the restored files to root, whoever the archive names as their owner',
    async () => {
      const unpacked = newDir('owned');
      await extract({ file: backupFile, cwd: unpacked });
      for (const entry of readdirSync(unpacked, { recursive: true, withFileTypes: true })) {
        chownSync(path.join(entry.parentPath, entry.name), 4242, 4242);
      }
      const file = path.join(newDir('files'), 'owned.tar.gz');
      await createTar({ file, cwd: unpacked, gzip: true }, ['manifest.json', 'db', 'uploads', 'auth-secret']);
      const dataDir = path.join(newDir('owned-target'), 'data');
      await restore([file], { DATA_DIR: dataDir });
      const owners = new Set(
        readdirSync(dataDir, { recursive: true, withFileTypes: true }).map(
          (entry) => statSync(path.join(entry.parentPath, entry.name)).uid,
        ),
      );
      expect([...owners]).toEqual([0]);
    },
    slow,
  );
});

describe('a backup taken while photos are being deleted', () => {
  it(
    'keeps every photo its database names, even those deleted while the backup is written',
    async () => {
      const dataDir = newDir('deleting');
      writeFileSync(path.join(dataDir, 'auth-secret'), `${dataDirAuthSecret}\n`, { mode: 0o600 });
      const testApp = await openMarketIn(dataDir);
      const deleting = await buildSmallMarket(testApp.app, testApp.database.db);
      const file = path.join(newDir('files'), 'deleting.tar.gz');
      const written = writeBackup({ db: testApp.database.db, dataDir, file, photosInBucket: false });
      let settled = false;
      void written.finally(() => (settled = true));
      // The staging copy of the database appears while the backup holds the database: deletions sent now commit
      // after its snapshot, and their files are removed while the archive is still being written.
      while (!settled && !readdirSync(dataDir).some((name) => name.startsWith('.backup-') && existsSync(path.join(dataDir, name, 'db')))) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const deletions = deleting.products.map((product) =>
        testApp.app.inject({
          method: 'DELETE',
          url: `/api/products/${product.id}`,
          headers: { origin: testOrigin, cookie: deleting.seller.cookie },
        }),
      );
      const { manifest: taken } = await written;
      expect((await Promise.all(deletions)).map((response) => response.statusCode)).toEqual([204, 204]);
      await testApp.close();
      expect(filesUnder(path.join(dataDir, 'uploads')).size).toBe(0);

      expect(taken.database.rows.products).toBe(2);
      expect(taken.photos).toMatchObject({ files: 12, missing: 0 });
      const restoredDir = path.join(newDir('restored'), 'data');
      await restore([file], { DATA_DIR: restoredDir });
      const database = await openEmbeddedAsIs(restoredDir);
      try {
        const result = await database.db.execute(sql`select thumb_key, card_key, main_key, full_key from product_photos`);
        const keys = (result as unknown as { rows: Record<string, string>[] }).rows;
        expect(keys).toHaveLength(3);
        for (const key of keys.flatMap((row) => Object.values(row))) expect(existsSync(path.join(restoredDir, 'uploads', key))).toBe(true);
      } finally {
        await database.close();
      }
    },
    slow,
  );
});

describe('the default backup file', () => {
  it(
    'goes to DATA_DIR/backups, which the next backup does not include',
    async () => {
      const first = await backup([], { DATA_DIR: marketDir });
      expect(path.dirname(first.file)).toBe(path.join(marketDir, 'backups'));
      expect(path.basename(first.file)).toMatch(/^govi-market-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      const unpacked = newDir('default');
      mkdirSync(unpacked, { recursive: true });
      await extract({ file: first.file, cwd: unpacked });
      expect(readdirSync(unpacked).sort()).toEqual(['auth-secret', 'db', 'manifest.json', 'uploads']);
    },
    slow,
  );
});
