/**
 * Phone cameras take 4–12 MB photos, and a product page shows them 1,280 px wide at most: sent whole, they cost a
 * seller's mobile data and are refused over the server's limit. So a picked photo is redrawn in the browser, its
 * long edge at most `photoLongEdge`, turned the way the camera held it, and encoded again as JPEG, which also leaves
 * out what the camera wrote into it (the place it was taken, the phone). A file the browser cannot decode is sent as
 * it is, for the server's checks to answer.
 */
const photoLongEdge = 2000;

const jpegQuality = 0.85;

/** The size a `width` × `height` photo is redrawn at: its long edge at most `longEdge`, its shape kept, never enlarged. */
export function shrunkPhotoSize(width: number, height: number, longEdge = photoLongEdge): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = shrunkPhotoSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a PNG's clear parts become white, as a page would show them, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
    if (!blob) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
