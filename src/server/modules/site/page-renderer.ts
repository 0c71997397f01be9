import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '@domain/site/page-render';

/** The server renderer's file in its build folder (`npm run build` writes it: vite build --ssr). */
export const pageRendererFile = 'entry-server.js';

/**
 * Loads the web app's server renderer from its build, or undefined when it has not been built (the API
 * tests): every page is then the shell alone, rendered in the browser.
 */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(ssrDir, pageRendererFile);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderer?: PageRenderer };
  if (!module.renderer) throw new Error(`${file} exports no renderer`);
  return module.renderer;
}
