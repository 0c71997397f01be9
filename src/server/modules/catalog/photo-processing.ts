import sharp from 'sharp';
import { AppError } from '@server/errors';

/** Card images fill a grid cell on a phone at 2× density; full images fill a phone or a laptop column. */
const cardWidth = 480;
const fullWidth = 1280;
/** 40 megapixels: more than any phone camera, far less than a decompression bomb. */
const maxInputPixels = 40_000_000;
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
  if (!width || !height || width * height > maxInputPixels) throw rejected(name, 'has too many pixels');
  try {
    // sharp's default failOn ('warning') already turns a cut-off file into an error rather than a half-grey picture.
    const source = sharp(bytes, { limitInputPixels: maxInputPixels }).rotate();
    const [card, full] = await Promise.all([
      source.clone().resize({ width: cardWidth, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      source.clone().resize({ width: fullWidth, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    ]);
    return { card, full: full.data, width: full.info.width, height: full.info.height };
  } catch {
    throw rejected(name, 'is damaged or incomplete');
  }
}
