import sharp from 'sharp';
import { AppError } from '@server/errors';

/**
 * The widths a photo is stored in, each the smallest that fills its place (decision 059): a thumbnail (a 64-120 px
 * square, or a card on a phone saving data); a card (a grid cell on a phone at 2× density); the product page on a
 * phone (390 px at 2×); and a wide screen, or the photo opened larger. The web app's srcset names the same widths.
 */
export const photoWidths = { thumb: 240, card: 480, main: 800, full: 1280 } as const;
export type PhotoWidth = keyof typeof photoWidths;
/**
 * 25 megapixels: what phone cameras save by default (12 MP, 24 MP on recent ones: 5712 × 4284) and a 24 MP camera
 * (6000 × 4000). A 48–200 MP "full resolution" mode is refused: decoding one costs seconds of a core and hundreds of
 * megabytes for a picture shown at most 1280 pixels wide.
 */
export const maxInputPixels = 25_000_000;

// One libvips thread per decode: the photo queue already runs one decode at a time, and the other core belongs to
// the event loop. Nothing is decoded twice, so libvips' operation cache would only hold memory.
sharp.concurrency(1);
sharp.cache(false);
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

export type ProcessedPhoto = Record<PhotoWidth, Buffer> & { width: number; height: number };

function rejected(name: string, reason: string): AppError {
  return new AppError('validation_failed', `${name}: ${reason}`, [{ path: 'photos', message: `${name}: ${reason}` }]);
}

/**
 * Decodes an upload and re-encodes it as WebP in the four widths. Only real JPEG, PNG and WebP pass
 * (judged by decoding, not by name or type header); camera and GPS metadata do not survive, since
 * sharp writes none unless asked. A file that fails to decode is a rejected upload.
 */
export async function processPhoto(bytes: Buffer, name: string): Promise<ProcessedPhoto> {
  let format: string | undefined;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reading the header decodes no pixels, so it is safe before the size check; decoding below is limited.
    ({ format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw rejected(name, 'is not an image we can read (JPEG, PNG or WebP)');
  }
  if (!format || !acceptedFormats.has(format)) throw rejected(name, 'must be a JPEG, PNG or WebP photo');
  if (!width || !height || width * height > maxInputPixels) {
    throw rejected(name, `has too many pixels (at most ${maxInputPixels / 1_000_000} megapixels)`);
  }
  try {
    // Decoded once, straight to the full width (JPEG and WebP shrink while they load), read top to bottom so
    // libvips holds strips rather than the whole picture; the smaller widths are made from that, not from the original.
    // sharp's default failOn ('warning') already turns a cut-off file into an error rather than a half-grey picture.
    const decoded = await sharp(bytes, { limitInputPixels: maxInputPixels, sequentialRead: true })
      .rotate()
      .resize({ width: photoWidths.full, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // One at a time: sharp.concurrency(1) above, and the queue's one decode per instance.
    const thumb = await encodeAt(decoded, photoWidths.thumb, 75);
    const card = await encodeAt(decoded, photoWidths.card, 78);
    const main = await encodeAt(decoded, photoWidths.main, 78);
    const full = await encodeAt(decoded, photoWidths.full, 80);
    return { thumb, card, main, full, width: decoded.info.width, height: decoded.info.height };
  } catch {
    throw rejected(name, 'is damaged or incomplete');
  }
}

type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The decoded pixels at one width (never wider than they are) as WebP. */
function encodeAt({ data, info }: Pixels, width: number, quality: number): Promise<Buffer> {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

/**
 * The thumbnail and page widths of a photo stored before they existed, made from its stored full width (already
 * decoded once, turned upright and stripped, so only its pixel count is checked again).
 */
export async function processMissingWidths(full: Buffer): Promise<Pick<ProcessedPhoto, 'thumb' | 'main'>> {
  const decoded = await sharp(full, { limitInputPixels: maxInputPixels }).raw().toBuffer({ resolveWithObject: true });
  return { thumb: await encodeAt(decoded, photoWidths.thumb, 75), main: await encodeAt(decoded, photoWidths.main, 78) };
}
