import type { DemandRow } from './seller.repository';

export type DemandSnapshot = { rows: DemandRow[]; countedAt: Date };

export type MarketDemand = {
  /** The latest count, counted anew once it is older than the refresh interval. */
  current(): Promise<DemandSnapshot>;
};

/**
 * What the whole market ordered lately is the same for every seller and moves slowly, while counting it reads a
 * month of every seller's orders. So each instance counts it at most once per `refreshMs` and shares the count;
 * requests that arrive while a count runs wait for that one count rather than starting their own. When a count
 * fails, the last good one is served (its `countedAt` says how old it is) and the next request tries again;
 * with none to fall back on, the failure is the answer.
 */
export function createMarketDemand({
  countSince,
  windowDays,
  refreshMs,
  now = () => new Date(),
  onCountFailed = () => {},
}: {
  /** Counts the market's orders since the given instant (selectDemand). */
  countSince: (since: Date) => Promise<DemandRow[]>;
  windowDays: number;
  refreshMs: number;
  now?: () => Date;
  /** Told of a failed count that an older count stands in for. */
  onCountFailed?: (error: unknown) => void;
}): MarketDemand {
  let latest: DemandSnapshot | undefined;
  let counting: Promise<DemandSnapshot> | undefined;

  async function count(): Promise<DemandSnapshot> {
    const countedAt = now();
    const rows = await countSince(new Date(countedAt.getTime() - windowDays * 86_400_000));
    return { rows, countedAt };
  }

  return {
    current() {
      if (latest && now().getTime() - latest.countedAt.getTime() < refreshMs) return Promise.resolve(latest);
      counting ??= count()
        .then(
          (snapshot) => {
            latest = snapshot;
            return snapshot;
          },
          (error: unknown) => {
            if (!latest) throw error;
            onCountFailed(error);
            return latest;
          },
        )
        .finally(() => {
          counting = undefined;
        });
      return counting;
    },
  };
}
