import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits two folders below the project root both as source (src/server/) and when bundled
// (dist/server/main.mjs), so the same expression finds the root in both.
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const defaultWebDir = path.join(projectRoot, 'dist/web');
export const defaultSsrDir = path.join(projectRoot, 'dist/ssr');

/** Where the disk storage keeps photos, when no bucket is set. */
export function photosFolder(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
