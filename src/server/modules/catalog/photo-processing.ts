import sharp from 'sharp';
import { AppError } from '@server/errors';

/** Card images fill a grid cell on a phone at 2× density; full images fill a phone or a laptop column. */
const cardWidth = 480;
const fullWidth = 1280;
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

export type ProcessedPhoto = { card: Buffer; full: Buffer; width: number; height: number };

function rejected(name: string, reason: string): AppError {
  return new AppError('validation_failed', `${name}: ${reason}`, [{ path: 'photos', message: `${name}: ${reason}` }]);
}

/**
 * Decodes an upload and re-encodes it as WebP in two widths. Only real JPEG, PNG and WebP pass
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
    // libvips holds strips rather than the whole picture; the card is made from that, not from the original.
    // sharp's default failOn ('warning') already turns a cut-off file into an error rather than a half-grey picture.
    const decoded = await sharp(bytes, { limitInputPixels: maxInputPixels, sequentialRead: true })
      .rotate()
      .resize({ width: fullWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    const full = await sharp(decoded.data, raw).webp({ quality: 80 }).toBuffer();
    const card = await sharp(decoded.data, raw).resize({ width: cardWidth, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { card, full, width: decoded.info.width, height: decoded.info.height };
  } catch {
    throw rejected(name, 'is damaged or incomplete');
  }
}
