import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OverviewGrouping } from '@domain/admin/market-overview.schema';
import type { Day, DayRange } from '@domain/seller/sales-range';
import { selectRows, type Db } from '@server/db/client';
import { marketOverviewCells, marketOverviewChanges } from '@server/db/schema/market-overview';
import { countedCells } from '@server/read-models/market-overview';

/** The latest change marked so far; 0 when none waits. */
export async function selectLastChangeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${marketOverviewChanges.id})`.mapWith(Number) }).from(marketOverviewChanges);
  return row?.id ?? 0;
}

/** The oldest changes not yet counted, up to the change `upTo`. */
export async function selectPendingChanges(db: Db, upTo: number, limit: number): Promise<{ id: number; day: Day }[]> {
  return db
    .select({ id: marketOverviewChanges.id, day: marketOverviewChanges.day })
    .from(marketOverviewChanges)
    .where(lte(marketOverviewChanges.id, upTo))
    .orderBy(asc(marketOverviewChanges.id))
    .limit(limit);
}

/** The periods of one grouping to count again: their first days, and the range that holds them whole. */
export type PeriodsToCount = { by: OverviewGrouping; starts: Day[]; range: DayRange };

/**
 * Counts the cells of these periods again and takes away the changes they answer, in one transaction, so a reader
 * sees either the old cells or the new ones. False, with nothing done, while another instance is counting: the
 * changes wait for the next run. Checkouts never wait on it: they only add changes, which this never locks.
 */
export async function recountPeriods(db: Db, periods: PeriodsToCount[], changeIds: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ taken: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtextextended('govi-market-overview', 0)) as taken`,
    );
    if (!lock?.taken) return false;
    // A month of a large market tells apart hundreds of thousands of (period, slice, person) pairs: in memory, rather
    // than spilled to disk in batches, they are counted in about half the time (decision 065).
    await tx.execute(sql`set local work_mem = '64MB'`);
    for (const { by, starts, range } of periods) {
      await tx.delete(marketOverviewCells).where(and(eq(marketOverviewCells.period, by), inArray(marketOverviewCells.start, starts)));
      await tx.execute(
        sql`insert into market_overview_cells (period, start, level, district, category, orders, value_cents, sellers, buyers,
            cancelled_items, cancelled_cents, cancelled_by_buyer, cancelled_by_seller, cancelled_buyer_suspended,
            cancelled_seller_suspended, new_accounts)
          ${countedCells(by, starts, range)}`,
      );
    }
    await tx.delete(marketOverviewChanges).where(inArray(marketOverviewChanges.id, changeIds));
    return true;
  });
}
