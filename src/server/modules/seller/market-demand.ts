import type { Db } from '../../db/client';
import { selectDemand, type DemandRow } from './seller.repository';

export type DemandSnapshot = { rows: DemandRow[]; countedAt: Date };

export type MarketDemand = {
  /** The latest count, counted anew once it is older than the refresh interval. */
  current(): Promise<DemandSnapshot>;
};

/**
 * What the whole market ordered lately is the same for every seller and moves slowly, while counting it reads a
 * month of every seller's orders. So each instance counts it at most once per `refreshMs` and shares the count;
 * requests that arrive while a count runs wait for that one count rather than starting their own. A failed
 * count is not kept: the next request tries again.
 */
export function createMarketDemand({
  db,
  windowDays,
  refreshMs,
  now = () => new Date(),
}: {
  db: Db;
  windowDays: number;
  refreshMs: number;
  now?: () => Date;
}): MarketDemand {
  let latest: DemandSnapshot | undefined;
  let counting: Promise<DemandSnapshot> | undefined;

  async function count(): Promise<DemandSnapshot> {
    const countedAt = now();
    const rows = await selectDemand(db, new Date(countedAt.getTime() - windowDays * 86_400_000));
    return { rows, countedAt };
  }

  return {
    current() {
      if (latest && now().getTime() - latest.countedAt.getTime() < refreshMs) return Promise.resolve(latest);
      counting ??= count()
        .then((snapshot) => {
          latest = snapshot;
          return snapshot;
        })
        .finally(() => {
          counting = undefined;
        });
      return counting;
    },
  };
}
