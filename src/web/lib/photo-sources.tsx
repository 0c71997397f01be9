import { createContext, useContext } from 'react';
import type { Photo } from '@domain/catalog/product.schema';

/**
 * The widths the server stores a photo in (server/modules/catalog/photo-processing.ts): a thumbnail, a card, the
 * product page on a phone, a wide screen. Photos stored before the thumbnail and page widths may lack them.
 */
const widths = { thumb: 240, card: 480, main: 800 } as const;

/** What an `<img>` is given: the one source, or the widths for the browser to choose from and the slot's size. */
export type PhotoSources = { src: string; srcSet?: string; sizes?: string };

const SaveDataContext = createContext(false);

/**
 * Whether the reader asked to save data (the browser's `Save-Data: on`): photos are then chosen for the slot at one
 * pixel per CSS pixel, whatever the screen's density. The server renders by the header, the app hydrates with what
 * the server saw, so both draw the same photos.
 */
export const SaveDataProvider = SaveDataContext.Provider;

export function useSaveData(): boolean {
  return useContext(SaveDataContext);
}

/** Whether the browser says its reader saves data: for pages the app renders without the server's word. */
export function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

function srcSetOf(sources: [url: string | null, width: number][]): string {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const [url, width] of sources) {
    if (!url || seen.has(width)) continue;
    seen.add(width);
    entries.push(`${url} ${width}w`);
  }
  return entries.join(', ');
}

/**
 * A product card's cover: the thumbnail or the card width, as the slot (`sizes`) and the screen ask; the
 * thumbnail alone when saving data.
 */
export function coverSources(cover: { coverUrl: string; coverThumbUrl: string | null }, sizes: string, saveData: boolean): PhotoSources {
  if (!cover.coverThumbUrl) return { src: cover.coverUrl };
  if (saveData) return { src: cover.coverThumbUrl };
  return {
    src: cover.coverUrl,
    srcSet: srcSetOf([
      [cover.coverThumbUrl, widths.thumb],
      [cover.coverUrl, widths.card],
    ]),
    sizes,
  };
}

/**
 * The product page's photo, in every width stored (none wider than the photo itself); the card width alone when
 * saving data, which fills a phone's width at one pixel per CSS pixel.
 */
export function pagePhotoSources(photo: Photo, sizes: string, saveData: boolean): PhotoSources {
  if (saveData || photo.width <= widths.thumb) return { src: photo.cardUrl };
  const capped = (width: number) => Math.min(width, photo.width);
  return {
    src: photo.cardUrl,
    srcSet: srcSetOf([
      [photo.thumbUrl, capped(widths.thumb)],
      [photo.cardUrl, capped(widths.card)],
      [photo.mainUrl, capped(widths.main)],
      [photo.fullUrl, photo.width],
    ]),
    sizes,
  };
}

/** A photo as a small square (64-80 px): its thumbnail, or its card width when it has none yet. */
export function thumbnailOf(photo: Pick<Photo, 'thumbUrl' | 'cardUrl'>): string {
  return photo.thumbUrl ?? photo.cardUrl;
}

/** The photo opened as large as the screen: its full width, or its page width when saving data. */
export function largePhotoOf(photo: Photo, saveData: boolean): string {
  return saveData ? (photo.mainUrl ?? photo.fullUrl) : photo.fullUrl;
}
