import sharp from 'sharp';

/** Real images made on the spot, so no binary fixtures live in the repository. */
export async function makeImage(format: 'jpeg' | 'png' | 'webp', options: { width?: number; height?: number } = {}) {
  const image = sharp({
    create: { width: options.width ?? 800, height: options.height ?? 600, channels: 3, background: { r: 40, g: 140, b: 60 } },
  });
  return image.toFormat(format).toBuffer();
}

/** A JPEG carrying camera and GPS metadata, as phones write them. */
export async function makeJpegWithLocation() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Farmer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 38/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="green"/></svg>',
);
