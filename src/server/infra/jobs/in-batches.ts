/**
 * Runs `deleteBatch` (which deletes at most `batchSize` rows and says how many went) until a batch comes back short
 * or `signal` aborts, and returns how many went in all: a backlog goes in short statements that hold their row
 * locks briefly and, on PGlite, let requests in between.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize: number,
  signal: AbortSignal,
): Promise<number> {
  let total = 0;
  while (!signal.aborted) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}
