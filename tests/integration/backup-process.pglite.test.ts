import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { Order } from '@domain/orders/order.schema';
import { openEmbeddedAsIs } from '@scripts/lib/embedded-data-dir';
import { multipart } from '@scripts/lib/multipart-body';
import { projectRoot } from '@server/paths';
import { makeImage } from '../factories/images';
import { cookieFrom } from '../factories/users';
import { killLeftoverServers, startServer, waitUntilReady, type ServerProcess } from '../setup/server-process';
import { migratedDataDir } from '../setup/test-database';

afterEach(killLeftoverServers);

const startingStock = 1_000;
/** Starting the server on a busy machine has taken 30 s. */
const startLimitMs = 120_000;
const settings = { MAX_ORDERS_PER_HOUR: '100000', MAX_PENDING_ORDERS: '100000' };

/** Runs `npm run <command>` as npm does (node with tsx, in the project's folder) and collects what it prints. */
function runCommand(command: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${command}.ts`, ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A visitor of one server: requests carry the server's own origin, as its pages' do. */
function visitor(server: ServerProcess) {
  const base = `http://127.0.0.1:${server.port}`;
  const origin = `http://localhost:${server.port}`;
  return {
    base,
    async send(
      method: string,
      url: string,
      options: { cookie?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
    ) {
      return fetch(`${base}${url}`, {
        method,
        headers: {
          origin,
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.json !== undefined && { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.json !== undefined ? JSON.stringify(options.json) : options.body && new Uint8Array(options.body),
      });
    },
  };
}

type Visitor = ReturnType<typeof visitor>;

async function signUp(client: Visitor, firstName: string) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.lk`;
  const response = await client.send('POST', '/api/auth/sign-up/email', {
    json: { firstName, lastName: 'Perera', email, password: 'secret1' },
  });
  expect(response.status).toBe(200);
  return { email, password: 'secret1', cookie: cookieFrom(response.headers.getSetCookie()) };
}

function placeOrder(client: Visitor, cookie: string, productId: string) {
  return client.send('POST', '/api/orders', {
    cookie,
    json: {
      idempotencyKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      deliveryAddress: '12 Temple Road',
      district: 'kandy',
      phoneNumber: '071 555 0101',
    },
  });
}

describe('backing up a running server', () => {
  it('takes a backup while the server takes orders; the restored directory starts with all of it', async () => {
    const dataDir = await migratedDataDir('govi-live-');
    const server = await startServer({ DATA_DIR: dataDir, ...settings });
    await waitUntilReady(server, startLimitMs);
    const live = visitor(server);
    // The control socket is the server user's alone.
    expect(statSync(path.join(dataDir, 'govi-market.sock')).mode & 0o777).toBe(0o600);

    const seller = await signUp(live, 'Sunil');
    const buyer = await signUp(live, 'Ayesha');
    const body = multipart(
      {
        product: JSON.stringify({
          title: 'Red onions',
          description: 'Dry, sweet red onions.',
          priceCents: 45_000,
          unit: 'kg',
          category: 'vegetables',
          district: 'jaffna',
          quantity: startingStock,
          maxPerOrder: 100,
        }),
      },
      [{ name: 'onions.jpg', bytes: await makeImage('jpeg') }],
    );
    const created = await live.send('POST', '/api/products', { cookie: seller.cookie, body: body.payload, headers: body.headers });
    expect(created.status).toBe(201);
    const product = (await created.json()) as ProductDetail;
    const photoUrl = product.photos[0]?.fullUrl ?? '';
    const photo = Buffer.from(await (await live.send('GET', photoUrl)).arrayBuffer());
    expect(photo.length).toBeGreaterThan(0);
    const before: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await placeOrder(live, buyer.cookie, product.id);
      expect(response.status).toBe(201);
      before.push(((await response.json()) as Order).id);
    }

    // Buyers keep ordering and visitors keep reading while the backup is written.
    let backingUp = true;
    let placedDuringBackup = 0;
    const statuses: number[] = [];
    const load = (async () => {
      while (backingUp) {
        const [order, page] = await Promise.all([
          placeOrder(live, buyer.cookie, product.id),
          live.send('GET', `/api/products/${product.id}`),
        ]);
        statuses.push(order.status, page.status);
        if (order.status === 201) placedDuringBackup += 1;
      }
    })();
    const backupFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-live-backups-')), 'live.tar.gz');
    const backedUp = await runCommand('backup', [backupFile], dataDir);
    backingUp = false;
    await load;
    expect(backedUp.output).toContain(`Backup written to ${backupFile} from the running server`);
    expect(backedUp.code).toBe(0);
    expect(placedDuringBackup).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(readdirSync(path.dirname(backupFile))).toEqual(['live.tar.gz']);
    // The server removes its staging copy once the command has hung up.
    await expect.poll(() => readdirSync(dataDir).filter((name) => name.startsWith('.backup-')), { timeout: 10_000 }).toEqual([]);

    // The running server's directory is refused as a restore target; a new one is restored into.
    const refused = await runCommand('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Another Govi Market process \(pid \d+\) is already using/);
    const restoredDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-live-restored-')), 'data');
    const restored = await runCommand('restore', [backupFile], restoredDir);
    expect(restored.output).toContain(`into ${restoredDir}`);
    expect(restored.code).toBe(0);

    const second = await startServer({ DATA_DIR: restoredDir, ...settings });
    await waitUntilReady(second, startLimitMs);
    const again = visitor(second);
    const signIn = await again.send('POST', '/api/auth/sign-in/email', { json: { email: buyer.email, password: buyer.password } });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn.headers.getSetCookie());
    for (const id of before) expect((await again.send('GET', `/api/orders/${id}`, { cookie })).status).toBe(200);
    // The session from before the backup still holds: the database's sessions and the auth secret came back.
    expect((await again.send('GET', '/api/orders', { cookie: buyer.cookie })).status).toBe(200);
    const restoredProduct = (await (await again.send('GET', `/api/products/${product.id}`)).json()) as ProductDetail;
    expect(restoredProduct.title).toBe('Red onions');
    const restoredPhoto = await again.send('GET', restoredProduct.photos[0]?.fullUrl ?? '');
    expect(restoredPhoto.status).toBe(200);
    expect(Buffer.from(await restoredPhoto.arrayBuffer()).equals(photo)).toBe(true);

    server.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'govi-market.sock'))).toBe(false);

    // Every order in the copy is whole, and its stock adds up: the copy was taken between transactions.
    const database = await openEmbeddedAsIs(restoredDir);
    try {
      const rows = (query: ReturnType<typeof sql>) =>
        database.db.execute(query).then((result) => (result as unknown as { rows: Record<string, number>[] }).rows);
      const [stock] = await rows(sql`
        select p.quantity + coalesce(sum(oi.quantity) filter (where oi.status <> 'cancelled'), 0)::int as total,
               count(distinct oi.order_id)::int as orders
        from products p left join order_items oi on oi.product_id = p.id where p.id = ${product.id} group by p.quantity`);
      const [orphans] = await rows(
        sql`select count(*)::int as count from orders o where not exists (select from order_items oi where oi.order_id = o.id)`,
      );
      expect(stock?.total).toBe(startingStock);
      expect(stock?.orders).toBeGreaterThanOrEqual(before.length);
      expect(stock?.orders).toBeLessThanOrEqual(before.length + placedDuringBackup);
      expect(orphans?.count).toBe(0);
      expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'));
    } finally {
      await database.close();
    }
  }, 480_000);
});
