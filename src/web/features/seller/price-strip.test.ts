import { describe, expect, it } from 'vitest';
import { markerLanes, shareAcross } from './price-strip';

describe('shareAcross', () => {
  it.each([
    [15_000, 0],
    [45_000, 1],
    [30_000, 0.5],
    [10_000, 0],
    [50_000, 1],
  ])('puts %i at %f of Rs 150–450', (cents, share) => {
    expect(shareAcross(cents, { minCents: 15_000, maxCents: 45_000 })).toBe(share);
  });

  it('puts every price in the middle when all are equal', () => {
    expect(shareAcross(6_000, { minCents: 6_000, maxCents: 6_000 })).toBe(0.5);
  });
});

describe('markerLanes', () => {
  it.each([
    ['far apart, all on the strip', [0, 0.43, 0.57, 0.7, 1], [0, 0, 0, 0, 0]],
    ['two close: the second raised', [0.5, 0.52], [0, 1]],
    ['three close: back on the strip when both lanes are crowded', [0.5, 0.52, 0.54], [0, 1, 0]],
    ['raised, then room again on the strip', [0.1, 0.12, 0.3], [0, 1, 0]],
    ['none', [], []],
  ] as const)('%s', (_name, shares, lanes) => {
    expect(markerLanes(shares, 0.08)).toEqual(lanes);
  });
});
