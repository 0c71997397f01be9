import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * tsconfig.json's "paths", for Vite and Vitest (TypeScript, esbuild and tsx read them from tsconfig.json):
 * imports across the layers name the layer instead of climbing `../../../`.
 */
export const importAliases = {
  '@domain': path.join(root, 'src/domain'),
  '@server': path.join(root, 'src/server'),
  '@web': path.join(root, 'src/web'),
  '@tests': path.join(root, 'tests'),
  '@scripts': path.join(root, 'scripts'),
};
