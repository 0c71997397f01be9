import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { appIcons, appleTouchIcon, themeColor } from '@domain/site/app-manifest';

/** The favicon's size in its own units (its viewBox), which every icon is drawn from. */
const faviconUnits = 32;
/** A maskable icon's mark stays inside the middle 80 %: launchers may cut any shape from the rest. */
const maskableSafeZone = 0.8;

/** The favicon's drawing on a square of the market's green to the edges, scaled into the middle. */
function fullBleed(faviconSvg: string, scale: number): string {
  const drawing = faviconSvg.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (faviconUnits * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${faviconUnits} ${faviconUnits}">` +
    `<rect width="${faviconUnits}" height="${faviconUnits}" fill="${themeColor}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`
  );
}

/** Draws an SVG as a square PNG of `size` pixels, rendered at that size (not scaled up from a small bitmap). */
async function png(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / faviconUnits })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

/**
 * Makes the installed app's icons (app-manifest.ts names them) from the favicon, into `outDir`: the favicon as it
 * is at each size, and on a full square for the maskable icon and Apple's home screen.
 */
export async function makeAppIcons(faviconSvg: string, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const fileOf = (src: string) => path.join(outDir, path.basename(src));
  for (const icon of appIcons) {
    const svg = icon.purpose === 'maskable' ? fullBleed(faviconSvg, maskableSafeZone) : faviconSvg;
    await png(svg, icon.size, fileOf(icon.src));
  }
  await png(fullBleed(faviconSvg, maskableSafeZone), appleTouchIcon.size, fileOf(appleTouchIcon.src));
}
