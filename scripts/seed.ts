/**
 * `npm run seed -- --demo`: fills an empty database with a demonstration market (12 invented farmers,
 * about 80 products with generated photos), through the same API a seller uses.
 * `npm run seed -- --products N`: adds N generated products quickly, for benchmarks.
 * It uses the same settings as `npm start` (DATA_DIR or DATABASE_URL); stop the server first on PGlite.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { languages } from '@domain/i18n/languages';
import { districts } from '@domain/catalog/districts';
import { searchTextSeparator } from '@domain/catalog/search-text';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { buildApp } from '@server/app';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { loadSettings, type Settings } from '@server/env';
import { insertUsersWithoutPassword } from '@server/modules/auth/auth.repository';
import { markDemoMarket } from '@server/modules/site/site.service';
import { insertGeneratedProducts, refreshProductStatistics } from '@server/modules/catalog/catalog.repository';
import { getMarketStats } from '@server/modules/catalog/catalog.service';
import { createReadCache } from '@server/infra/read-cache';
import { categoryColours, demoFarmers, demoProducts } from './lib/demo-market';
import { multipart } from './lib/multipart-body';

export const demoPassword = 'govi-demo-1';

async function openDatabase(settings: Settings): Promise<{ database: Database; release: () => void }> {
  if (settings.databaseUrl) return { database: await openPostgres(settings.databaseUrl), release: () => {} };
  const release = lockDataDir(settings.dataDir);
  return { database: await openPglite({ dataDir: path.join(settings.dataDir, 'db') }), release };
}

/** A simple picture: a sky-to-field gradient with a few rounded shapes in the category's colours. */
async function demoPhoto(seed: number, colours: [string, string]) {
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const x = 120 + ((seed * 97 + index * 151) % 560);
    const y = 260 + ((seed * 53 + index * 67) % 220);
    const r = 50 + ((seed + index * 29) % 60);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${index % 2 ? colours[0] : colours[1]}" stroke="#00000022" stroke-width="6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3f2fd"/><stop offset="0.45" stop-color="#fffde7"/><stop offset="0.46" stop-color="#a5d6a7"/><stop offset="1" stop-color="#66bb6a"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function seedDemo(settings: Settings, database: Database) {
  const stats = await getMarketStats({
    db: database.db,
    cache: createReadCache({ ttlMs: 0 }),
  });
  if (stats.members > 0 || stats.activeProducts > 0) {
    throw new Error('The demo market goes into an empty database; this one already has accounts or products.');
  }
  // Marked first, so a market whose seeding stopped half-way still says its farmers are invented.
  await markDemoMarket(database.db);
  const app = await buildApp({
    settings,
    database,
    mailer: undefined,
    logger: false,
    rateLimits: {
      auth: { signUpPerIp: { limit: 1000, windowSeconds: 60 }, signUpPerAccount: { limit: 1000, windowSeconds: 60 } },
    },
  });
  const origin = settings.trustedOrigins[0] ?? settings.publicUrl;
  let listed = 0;
  for (const [farmerIndex, farmer] of demoFarmers.entries()) {
    const email = `${farmer.firstName}.${farmer.lastName}@demo.govi.lk`.toLowerCase();
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '192.0.2.1',
      headers: { origin },
      payload: { firstName: farmer.firstName, lastName: farmer.lastName, email, password: demoPassword },
    });
    if (signUp.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${signUp.body}`);
    const cookie = [signUp.headers['set-cookie']]
      .flat()
      .map((value) => String(value).split(';')[0])
      .join('; ');
    for (let slot = 0; slot < 7; slot++) {
      const index = (farmerIndex * 7 + slot) % demoProducts.length;
      const item = demoProducts[index];
      if (!item) continue;
      const priceCents = Math.round(item.rupees * (0.9 + ((farmerIndex + slot) % 5) * 0.05)) * 100;
      const photos = await Promise.all(
        Array.from({ length: 1 + (index % 2) }, async (_, photo) => ({
          name: `photo-${photo}.jpg`,
          bytes: await demoPhoto(index * 10 + photo, categoryColours[item.category]),
        })),
      );
      const product = {
        title: item.title,
        description: item.description,
        priceCents,
        unit: item.unit,
        category: item.category,
        district: farmer.district,
        town: farmer.town,
        condition: 'new',
        quantity: item.quantity,
        status: 'active',
      };
      const body = multipart({ product: JSON.stringify(product) }, photos);
      const created = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...body.headers, origin, cookie },
        payload: body.payload,
      });
      if (created.statusCode !== 201) throw new Error(`listing ${item.title} failed: ${created.body}`);
      listed += 1;
    }
  }
  await app.close();
  console.log(`Demo market ready: ${demoFarmers.length} farmers, ${listed} products.`);
  console.log(`Sign in as any of them, e.g. nimal.perera@demo.govi.lk, with the password ${demoPassword}.`);
}

async function seedGenerated(database: Database, count: number) {
  const sellers = Array.from({ length: 200 }, (_, index) => ({
    id: randomUUID(),
    firstName: `Grower${index}`,
    lastName: 'Benchmark',
    email: `grower${index}.${Date.now()}@bench.govi.invalid`,
  }));
  await insertUsersWithoutPassword(database.db, sellers);
  const districtRows = districts.map((slug) => ({
    slug,
    names: languages.map((language) => districtNames[slug][language]).join(searchTextSeparator),
  }));
  const started = performance.now();
  const batch = 50_000;
  for (let done = 0; done < count; done += batch) {
    await insertGeneratedProducts(database.db, {
      count: Math.min(batch, count - done),
      sellers: sellers.map((seller) => ({ id: seller.id, name: `${seller.firstName} ${seller.lastName}` })),
      districts: districtRows,
    });
  }
  await refreshProductStatistics(database.db);
  console.log(`Added ${count} generated products in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

export async function seed(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const demo = argv.includes('--demo');
  const productsIndex = argv.indexOf('--products');
  const count = productsIndex >= 0 ? Number(argv[productsIndex + 1]) : undefined;
  if (!demo && count === undefined) {
    throw new Error('Say what to seed: --demo (a demonstration market) or --products N (generated, for benchmarks).');
  }
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
    throw new Error('--products takes a whole number from 1 to 5,000,000.');
  }
  const settings = loadSettings(env);
  const { database, release } = await openDatabase(settings);
  try {
    if (demo) await seedDemo(settings, database);
    if (count !== undefined) await seedGenerated(database, count);
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'seed.ts'))) {
  seed(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
