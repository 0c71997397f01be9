/** A count of the whole market and when it was made. */
export type Snapshot<Figures> = { figures: Figures; countedAt: Date };

export type MarketSnapshot<Figures> = {
  /** The latest count, counted anew once it is older than the refresh interval. */
  current(): Promise<Snapshot<Figures>>;
};

/**
 * Figures of the whole market (what sold lately, how listings are priced) are the same for every seller and move
 * slowly, while counting them reads every seller's orders or listings. So each instance counts them at most once
 * per `refreshMs` and shares the count; requests that arrive while a count runs wait for that one count rather
 * than starting their own. When a count fails, the last good one is served (its `countedAt` says how old it is)
 * and the next request tries again; with none to fall back on, the failure is the answer.
 */
export function createMarketSnapshot<Figures>({
  count,
  refreshMs,
  now = () => new Date(),
  onCountFailed = () => {},
}: {
  /** Counts the market as of the given instant. */
  count: (at: Date) => Promise<Figures>;
  refreshMs: number;
  now?: () => Date;
  /** Told of a failed count that an older count stands in for. */
  onCountFailed?: (error: unknown) => void;
}): MarketSnapshot<Figures> {
  let latest: Snapshot<Figures> | undefined;
  let counting: Promise<Snapshot<Figures>> | undefined;

  async function countNow(): Promise<Snapshot<Figures>> {
    const countedAt = now();
    return { figures: await count(countedAt), countedAt };
  }

  return {
    current() {
      if (latest && now().getTime() - latest.countedAt.getTime() < refreshMs) return Promise.resolve(latest);
      counting ??= countNow()
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
