import sharp from 'sharp';

// Making an image is seconds of a core for the largest (a 10,000 × 10,000 PNG): each is made once per worker and
// handed out as a copy, so a test that changes its bytes changes only its own.
const made = new Map<string, Promise<Buffer>>();

function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let image = made.get(key);
  if (!image) {
    image = make();
    made.set(key, image);
  }
  return image.then((bytes) => Buffer.from(bytes));
}

/** Real images made on the spot, so no binary fixtures live in the repository. */
export function makeImage(format: 'jpeg' | 'png' | 'webp', options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  return once(`${format} ${width}×${height}`, () =>
    sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
      .toFormat(format)
      .toBuffer(),
  );
}

/** A JPEG carrying camera and GPS metadata, as phones write them. */
export function makeJpegWithLocation(): Promise<Buffer> {
  return once('jpeg with location', () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Farmer' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 38/1 0/1' },
      })
      .jpeg()
      .toBuffer(),
  );
}

export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="green"/></svg>',
);
