/**
 * Whether figure `index` takes a whole row of a two-column grid: a wide one always; any other when it starts a
 * row and no narrow figure follows to share it (the next is wide, or there is none).
 */
export function spansWholeRow(figures: readonly { wide?: boolean }[], index: number): boolean {
  if (figures[index]?.wide) return true;
  let narrowBefore = 0;
  for (let before = index - 1; before >= 0 && !figures[before]?.wide; before -= 1) narrowBefore += 1;
  const startsRow = narrowBefore % 2 === 0;
  const next = figures[index + 1];
  return startsRow && (!next || Boolean(next.wide));
}
