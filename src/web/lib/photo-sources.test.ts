import { describe, expect, it } from 'vitest';
import type { Photo } from '@domain/catalog/product.schema';
import { coverSources, largePhotoOf, pagePhotoSources, thumbnailOf } from './photo-sources';

const photo = (overrides: Partial<Photo> = {}): Photo => ({
  id: 'p1',
  thumbUrl: '/t.webp',
  cardUrl: '/c.webp',
  mainUrl: '/m.webp',
  fullUrl: '/f.webp',
  width: 1280,
  height: 960,
  ...overrides,
});
const slot = '100vw';

describe('the product page photo', () => {
  it('offers every stored width, the full one at its own width', () => {
    expect(pagePhotoSources(photo({ width: 1000, height: 750 }), slot, false)).toEqual({
      src: '/c.webp',
      srcSet: '/t.webp 240w, /c.webp 480w, /m.webp 800w, /f.webp 1000w',
      sizes: slot,
    });
  });

  it('names a width once when the photo is narrower than the widths above it', () => {
    // 600 px wide: the page and full widths are both the photo itself.
    expect(pagePhotoSources(photo({ width: 600, height: 450 }), slot, false).srcSet).toBe('/t.webp 240w, /c.webp 480w, /m.webp 600w');
  });

  it('offers the two widths an older photo has', () => {
    expect(pagePhotoSources(photo({ thumbUrl: null, mainUrl: null }), slot, false).srcSet).toBe('/c.webp 480w, /f.webp 1280w');
  });

  it('is the card width alone for a reader saving data, and opened larger the page width', () => {
    expect(pagePhotoSources(photo(), slot, true)).toEqual({ src: '/c.webp' });
    expect(largePhotoOf(photo(), true)).toBe('/m.webp');
    expect(largePhotoOf(photo({ mainUrl: null }), true)).toBe('/f.webp');
    expect(largePhotoOf(photo(), false)).toBe('/f.webp');
  });
});

describe("a card's cover", () => {
  it('offers the thumbnail and the card width for the slot', () => {
    expect(coverSources({ coverUrl: '/c.webp', coverThumbUrl: '/t.webp' }, slot, false)).toEqual({
      src: '/c.webp',
      srcSet: '/t.webp 240w, /c.webp 480w',
      sizes: slot,
    });
  });

  it('is the thumbnail alone when saving data, and the card width alone without a thumbnail', () => {
    expect(coverSources({ coverUrl: '/c.webp', coverThumbUrl: '/t.webp' }, slot, true)).toEqual({ src: '/t.webp' });
    expect(coverSources({ coverUrl: '/c.webp', coverThumbUrl: null }, slot, true)).toEqual({ src: '/c.webp' });
  });
});

it('a small square is the thumbnail, or the card width before there is one', () => {
  expect(thumbnailOf(photo())).toBe('/t.webp');
  expect(thumbnailOf(photo({ thumbUrl: null }))).toBe('/c.webp');
});
