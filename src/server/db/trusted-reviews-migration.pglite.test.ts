import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';
import { pgliteExtensions } from './client';

type JournalEntry = { idx: number; tag: string };

/** The migrations up to and including `lastTag`, in a folder of their own: a database as an older release left it. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'govi-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, last + 1);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe('migration 0012_trusted_reviews on a database with reviews and reports', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  const older = migrationsUpTo('0011_kept_product_ids');
  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it("counts no seller's report of their own product's review, and shows again a review only such a report hid", async () => {
    await migrate(db, { migrationsFolder: older });
    await client.exec(`
      insert into users (id, name, first_name, last_name, email) values
        ('seller', 'Sunil Perera', 'Sunil', 'Perera', 'seller@example.com'),
        ('buyer-1', 'Amal Silva', 'Amal', 'Silva', 'buyer1@example.com'),
        ('buyer-2', 'Nimmi Silva', 'Nimmi', 'Silva', 'buyer2@example.com'),
        ('reporter-1', 'R One', 'R', 'One', 'r1@example.com'),
        ('reporter-2', 'R Two', 'R', 'Two', 'r2@example.com'),
        ('reporter-3', 'R Three', 'R', 'Three', 'r3@example.com');
      insert into products (id, seller_id, seller_name, title, description, price_cents, category, district, search_text,
                            rating_count, rating_total, rating_average) values
        ('00000000-0000-4000-8000-000000000001', 'seller', 'Sunil Perera', 'Tomatoes', 'Red', 25000, 'vegetables',
         'kandy', 'tomatoes', 0, 0, 0);
      insert into reviews (id, product_id, buyer_id, rating, received_at, hidden_at) values
        ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-000000000001', 'buyer-1', 2, now(), now()),
        ('00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000001', 'buyer-2', 5, now(), now());
      insert into review_reports (review_id, reporter_id, reason) values
        ('00000000-0000-4000-8000-00000000000a', 'seller', 'false_information'),
        ('00000000-0000-4000-8000-00000000000a', 'reporter-1', 'spam'),
        ('00000000-0000-4000-8000-00000000000a', 'reporter-2', 'spam'),
        ('00000000-0000-4000-8000-00000000000b', 'reporter-1', 'offensive'),
        ('00000000-0000-4000-8000-00000000000b', 'reporter-2', 'offensive'),
        ('00000000-0000-4000-8000-00000000000b', 'reporter-3', 'offensive');
    `);

    await migrate(db, { migrationsFolder });

    const reports = await db.execute<{ review: string; reporter: string; counts: boolean; status: string }>(
      sql`select right(review_id::text, 1) as review, reporter_id as reporter, counts_toward_hiding as counts, status
          from review_reports order by 1, 2`,
    );
    expect(reports.rows).toEqual([
      { review: 'a', reporter: 'reporter-1', counts: true, status: 'open' },
      { review: 'a', reporter: 'reporter-2', counts: true, status: 'open' },
      { review: 'a', reporter: 'seller', counts: false, status: 'open' },
      { review: 'b', reporter: 'reporter-1', counts: true, status: 'open' },
      { review: 'b', reporter: 'reporter-2', counts: true, status: 'open' },
      { review: 'b', reporter: 'reporter-3', counts: true, status: 'open' },
    ]);
    const shown = await db.execute<{ review: string; hidden: boolean }>(
      sql`select right(id::text, 1) as review, hidden_at is not null as hidden from reviews order by 1`,
    );
    expect(shown.rows).toEqual([
      { review: 'a', hidden: false },
      { review: 'b', hidden: true },
    ]);
    // Its stars count again.
    const [product] = (
      await db.execute<{ count: number; total: number; average: string }>(
        sql`select rating_count as count, rating_total as total, rating_average::text as average from products`,
      )
    ).rows;
    expect(product).toEqual({ count: 1, total: 2, average: '2.0' });
  });
});
