/**
 * A value axis from 0 to just above `max` in round steps (1, 2 or 5 × a power of ten), about four of them:
 * 125,000 → 0, 50,000, 100,000, 150,000. Values are whole numbers (cents, orders), so a step is at least 1.
 */
export function valueTicks(max: number, about = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / about;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
  const step = Math.max(1, Math.round(nice * magnitude));
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Which of `count` bars get a label under them when `fit` labels fit: every n-th, the first always. */
export function labelledIndexes(count: number, fit: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, fit)));
  const indexes = new Set<number>();
  for (let index = 0; index < count; index += every) indexes.add(index);
  return indexes;
}
