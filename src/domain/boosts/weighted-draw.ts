/**
 * Picks up to `count` different items at random, each in proportion to its weight: a sample without replacement
 * (Efraimidis–Spirakis: each item's key is -ln(u) / weight for u uniform in (0, 1]; the smallest keys win).
 * Items of weight 0 or less are never picked. `random` is Math.random's contract: uniform in [0, 1).
 */
export function drawWeighted<Item>(
  items: readonly Item[],
  count: number,
  weightOf: (item: Item) => number,
  random: () => number = Math.random,
): Item[] {
  if (count <= 0) return [];
  const keyed: { item: Item; key: number }[] = [];
  for (const item of items) {
    const weight = weightOf(item);
    if (weight > 0) keyed.push({ item, key: -Math.log(1 - random()) / weight });
  }
  keyed.sort((a, b) => a.key - b.key);
  return keyed.slice(0, count).map(({ item }) => item);
}
