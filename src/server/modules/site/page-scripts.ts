import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@domain/i18n/languages';
import { sellerPageIds, type PageId } from '@domain/site/pages';

/** The files of a page's start, by page and language: what `/start.js` fetches at once when it starts the app. */
export type PageScripts = (id: PageId, language: Language) => readonly string[];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * The web build's source of each page (rendered whole or as its shell) that is not in the entry (the router's lazy pages;
 * the home page comes with the entry). A page left out still starts, one import after another.
 */
export const pageSources: Partial<Record<PageId, string>> = {
  about: 'features/about/about-page.tsx',
  support: 'features/support/support-page.tsx',
  notFound: 'features/errors/not-found-page.tsx',
  browse: 'features/catalog/browse-page.tsx',
  product: 'app/product-route.tsx',
  seller: 'features/catalog/seller-profile-page.tsx',
  // Private pages arrive as their shell: their files are asked for together, so the page replaces it sooner.
  auth: 'features/auth/auth-page.tsx',
  resetPassword: 'features/auth/reset-password-page.tsx',
  confirmEmail: 'features/auth/confirm-email-page.tsx',
  cart: 'features/orders/cart-page.tsx',
  checkout: 'features/orders/checkout-page.tsx',
  orderConfirmation: 'features/orders/order-confirmation-page.tsx',
  orders: 'features/orders/orders-page.tsx',
  ...Object.fromEntries(sellerPageIds.map((id) => [id, 'app/seller-area-page.tsx'])),
  admin: 'features/admin/admin-page.tsx',
  adminAudit: 'features/admin/admin-page.tsx',
  adminSupport: 'features/admin/admin-page.tsx',
  adminSupportMessage: 'features/admin/admin-page.tsx',
  adminReviews: 'features/admin/admin-page.tsx',
  adminListings: 'features/admin/admin-page.tsx',
  adminAccounts: 'features/admin/admin-page.tsx',
  adminVerifications: 'features/admin/admin-page.tsx',
  adminOverview: 'features/admin/admin-page.tsx',
};

const entryKey = 'index.html';

function readManifest(webDir: string): Record<string, ManifestChunk> | undefined {
  const file = path.join(webDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : undefined;
}

/** The pages a visitor may come back to without the network; the rest are kept as they are used. */
const offlinePageIds: PageId[] = ['home', 'browse', 'product', 'seller', 'about'];

/**
 * What the service worker keeps from its install (decision 057): the files the market's pages (home, Browse, a
 * product, a seller, About) start with, whatever the language, and the style sheet: some 20 KB beyond what the first
 * page loaded. A language's words are kept once a page has used them, so nobody downloads the two they do not read.
 */
export function publicPageFiles(webDir: string): string[] {
  const manifest = readManifest(webDir);
  if (!manifest) return [];
  const scriptsOf = loadPageScripts(webDir);
  const languageFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('locales/'))
      .map(([, chunk]) => `/${chunk.file}`),
  );
  const files = new Set<string>((manifest[entryKey]?.css ?? []).map((css) => `/${css}`));
  for (const id of offlinePageIds) for (const file of scriptsOf(id, 'en')) if (!languageFiles.has(file)) files.add(file);
  return [...files];
}

/**
 * Reads the web build's manifest (`.vite/manifest.json`) once. A page's start is the entry with its imports, the
 * page's chunk with its imports, and the market's words of its language when the entry does not carry them (English
 * carries only the home page's words; the seller area's words are never in a public page's start): without the list, each of these is asked for only once the one before it has run, a round
 * trip apiece on a phone network (decision 035). Without a build (the API tests) every list is empty.
 */
export function loadPageScripts(webDir: string): PageScripts {
  const read = readManifest(webDir);
  if (!read) return () => [];
  const manifest = read;

  /** The chunk's file and all it imports, the chunk first; unknown keys are skipped. */
  function filesOf(key: string, into = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  }

  const lists = new Map<string, readonly string[]>();
  return (id, language) => {
    const source = pageSources[id];
    const key = `${id} ${language}`;
    let list = lists.get(key);
    if (!list) {
      const files = filesOf(entryKey);
      if (source) filesOf(source, files);
      if (source || language !== 'en') filesOf(`locales/${language}-market.ts`, files);
      list = [...files];
      lists.set(key, list);
    }
    return list;
  };
}
