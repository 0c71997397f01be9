import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageScripts, pageSources, publicPageFiles } from './page-scripts';

function webDirWith(manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'govi-web-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_runtime-a.js', '_shell-a.js'], css: ['assets/index-a.css'] },
  '_runtime-a.js': { file: 'assets/runtime-a.js' },
  '_shell-a.js': { file: 'assets/shell-a.js', imports: ['_runtime-a.js'] },
  [pageSources.product!]: { file: 'assets/product-page-a.js', imports: ['_runtime-a.js', 'index.html', '_shell-a.js', '_cart-a.js'] },
  '_cart-a.js': { file: 'assets/cart-a.js', imports: ['_shell-a.js'] },
  'locales/en-market.ts': { file: 'assets/en-a.js', imports: ['_shell-a.js'] },
  'locales/si-market.ts': { file: 'assets/si-a.js' },
  [pageSources.orders!]: { file: 'assets/orders-page-a.js', imports: ['_shell-a.js'] },
};

describe('loadPageScripts', () => {
  it("names the entry, the page's chunk and their imports once each, and the language the entry does not carry", () => {
    const scriptsOf = loadPageScripts(webDirWith(manifest));
    expect(scriptsOf('product', 'en')).toEqual([
      '/assets/index-a.js',
      '/assets/runtime-a.js',
      '/assets/shell-a.js',
      '/assets/product-page-a.js',
      '/assets/cart-a.js',
      '/assets/en-a.js',
    ]);
    expect(scriptsOf('product', 'si')).toContain('/assets/si-a.js');
    expect(scriptsOf('product', 'si')).not.toContain('/assets/en-a.js');
  });

  it("names only the entry for the home page in English, which comes with the entry's own words", () => {
    const scriptsOf = loadPageScripts(webDirWith(manifest));
    expect(scriptsOf('home', 'en')).toEqual(['/assets/index-a.js', '/assets/runtime-a.js', '/assets/shell-a.js']);
    expect(scriptsOf('home', 'si')).toEqual(['/assets/index-a.js', '/assets/runtime-a.js', '/assets/shell-a.js', '/assets/si-a.js']);
  });

  it('names nothing without a build', () => {
    const scriptsOf = loadPageScripts(mkdtempSync(path.join(os.tmpdir(), 'govi-web-')));
    expect(scriptsOf('product', 'en')).toEqual([]);
  });

  it("names each page by a source the web app has (the router's lazy pages)", () => {
    for (const source of Object.values(pageSources)) expect(existsSync(path.resolve('src/web', source)), source).toBe(true);
  });

  it("names for the service worker what public pages start with, with the style sheet, and no language's words", () => {
    const files = publicPageFiles(webDirWith(manifest));
    expect(files.sort()).toEqual(
      [
        '/assets/index-a.css',
        '/assets/index-a.js',
        '/assets/runtime-a.js',
        '/assets/shell-a.js',
        '/assets/product-page-a.js',
        '/assets/cart-a.js',
      ].sort(),
    );
    expect(publicPageFiles(mkdtempSync(path.join(os.tmpdir(), 'govi-web-')))).toEqual([]);
  });
});
