import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { appIcons, appleTouchIcon } from '@domain/site/app-manifest';
import { makeAppIcons } from './app-icons';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'govi-icons-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The pixel at (x, y) as [red, green, blue, alpha]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('the app icons', () => {
  it('are drawn from the favicon at the sizes the manifest names, the maskable one green to its corners', async () => {
    await makeAppIcons(readFileSync(path.join(import.meta.dirname, '../../src/web/public/favicon.svg'), 'utf8'), outDir);
    for (const icon of [...appIcons, appleTouchIcon]) {
      const file = path.join(outDir, path.basename(icon.src));
      const { width, height, format } = await sharp(file).metadata();
      expect({ file: icon.src, width, height, format }).toEqual({ file: icon.src, width: icon.size, height: icon.size, format: 'png' });
    }
    const green = [0x15, 0x80, 0x3d, 255];
    // The favicon's rounded corners stay see-through; a maskable icon may be cut anywhere outside its middle.
    expect((await pixel(path.join(outDir, 'icon-512.png'), 0, 0))[3]).toBe(0);
    expect(await pixel(path.join(outDir, 'icon-maskable-512.png'), 0, 0)).toEqual(green);
    expect(await pixel(path.join(outDir, 'apple-touch-icon.png'), 0, 0)).toEqual(green);
    // The white stem of the mark, in the middle of every icon.
    for (const name of ['icon-192.png', 'icon-maskable-512.png']) {
      const { width = 0 } = await sharp(path.join(outDir, name)).metadata();
      const [red = 0, , blue = 0] = await pixel(path.join(outDir, name), Math.round(width / 2), Math.round(width * 0.7));
      expect(Math.min(red, blue), name).toBeGreaterThan(200);
    }
  });
});
