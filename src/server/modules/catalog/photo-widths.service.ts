import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import type { Storage } from '@server/storage/storage';
import { selectPhotosWithoutWidths, setPhotoWidths } from './catalog.repository';
import { processMissingWidths } from './photo-processing';
import { isPhotoQueueRefusal, type PhotoQueue } from './photo-queue';

const batchSize = 20;
/** The photo queue's turn-taking names its work by account; this work is nobody's. */
const queueAccount = 'photo-widths';

export type PhotoWidthsContext = { db: Db; storage: Storage; photos: PhotoQueue; changes: CatalogChanges; log: FastifyBaseLogger };

type Outcome = 'filled' | 'taken' | 'queue full';

/**
 * Makes the thumbnail and page widths of photos stored before they existed, from each one's full width, until none
 * is left, the app closes or the photo queue is full (the next run goes on). Each decode waits its turn in the queue
 * behind sellers' uploads. Instances may run it together: a photo two of them made at once keeps one pair of files,
 * and the other's are removed. Returns how many photos this run filled.
 */
export async function fillMissingPhotoWidths(context: PhotoWidthsContext, signal: AbortSignal): Promise<number> {
  let filled = 0;
  let queueFull = false;
  while (!signal.aborted && !queueFull) {
    const batch = await selectPhotosWithoutWidths(context.db, batchSize);
    if (batch.length === 0) break;
    const products = new Set<string>();
    for (const photo of batch) {
      if (signal.aborted) break;
      const outcome = await fillPhoto(context, photo);
      if (outcome === 'queue full') {
        queueFull = true;
        break;
      }
      if (outcome === 'filled') {
        filled += 1;
        products.add(photo.productId);
      }
    }
    // Pages and cards read before show the photos as they were: they are read again, here and on every instance.
    if (products.size > 0) context.changes.announce({ products, listings: true });
  }
  return filled;
}

async function fillPhoto(
  { db, storage, photos, log }: PhotoWidthsContext,
  photo: { id: string; cardKey: string; fullKey: string },
): Promise<Outcome> {
  if (photos.refusal(queueAccount, 1)) return 'queue full';
  const full = await readStored(storage, photo.fullKey);
  let widths: Awaited<ReturnType<typeof processMissingWidths>> | undefined;
  try {
    if (full) [widths] = await photos.decode(queueAccount, [() => processMissingWidths(full)]);
  } catch (error) {
    if (isPhotoQueueRefusal(error)) return 'queue full';
    log.warn({ err: error, photoId: photo.id }, 'a stored photo could not be decoded');
  }
  if (!widths) {
    // The full width is gone (a bucket lost it) or damaged: the card width stands in for both, and the job moves
    // on rather than meet the same photo at every run.
    log.warn({ photoId: photo.id, key: photo.fullKey }, 'a photo has no full width to make its other widths from');
    return (await setPhotoWidths(db, photo.id, { thumbKey: photo.cardKey, mainKey: photo.cardKey })) ? 'filled' : 'taken';
  }
  const thumbKey = await storage.put(widths.thumb, 'webp');
  const mainKey = await storage.put(widths.main, 'webp');
  if (await setPhotoWidths(db, photo.id, { thumbKey, mainKey })) return 'filled';
  // Another instance was first, or the photo was removed meanwhile: these files are nobody's.
  await Promise.allSettled([storage.delete(thumbKey), storage.delete(mainKey)]);
  return 'taken';
}

async function readStored(storage: Storage, key: string): Promise<Buffer | undefined> {
  const file = await storage.read(key);
  if (!file || file.notModified) return undefined;
  return Buffer.concat(await file.body.toArray());
}
