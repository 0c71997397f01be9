/** Where a price sits between the market's lowest and highest, 0 to 1 (the middle when all prices are equal). */
export function shareAcross(cents: number, range: { minCents: number; maxCents: number }): number {
  const span = range.maxCents - range.minCents;
  const share = span > 0 ? (cents - range.minCents) / span : 0.5;
  return Math.min(1, Math.max(0, share));
}

/**
 * Which lane each marker takes (0 on the strip, 1 raised above it) so close prices do not cover each other's
 * numbers: a marker closer than `minGap` to the last one on the strip is raised, unless the raised lane is as
 * crowded, when it stays on the strip. `shares` must be in order, lowest first.
 */
export function markerLanes(shares: readonly number[], minGap: number): (0 | 1)[] {
  const lastInLane: [number, number] = [-Infinity, -Infinity];
  return shares.map((share) => {
    const lane: 0 | 1 = share - lastInLane[0] >= minGap || share - lastInLane[1] < minGap ? 0 : 1;
    lastInLane[lane] = share;
    return lane;
  });
}
