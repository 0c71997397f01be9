import { describe, expect, it } from 'vitest';
import { shrunkPhotoSize } from './shrink-photo';

describe('the size a picked photo is redrawn at', () => {
  it.each([
    [6000, 4000, 2000, 1333],
    [4000, 6000, 1333, 2000],
    [4032, 3024, 2000, 1500],
    [3000, 3000, 2000, 2000],
    [2000, 1000, 2000, 1000],
    [1280, 960, 1280, 960],
    [640, 480, 640, 480],
    [20000, 10, 2000, 1],
    [1, 1, 1, 1],
  ])('%d × %d → %d × %d', (width, height, expectedWidth, expectedHeight) => {
    expect(shrunkPhotoSize(width, height)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});
