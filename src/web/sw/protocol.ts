/** What the pages and the service worker say to each other, and the caches it keeps (decision 057). */

export const cacheNames = {
  /** Pages as last loaded, for the viewer named in `meta`. */
  pages: 'govi-pages',
  /** The API reads the pages make in the browser, for the same viewer. */
  reads: 'govi-reads',
  /** Product photos, whoever looks at them. */
  photos: 'govi-photos',
  /** Hashed app files beyond the precached ones. */
  appFiles: 'govi-app-files',
  /** Whose pages and reads are kept. */
  meta: 'govi-meta',
} as const;

export type ServiceWorkerMessage = { type: 'skip-waiting' } | { type: 'keep-page'; url: string } | { type: 'keep-files'; urls: string[] };

/** The hashed app files Vite writes: kept on the phone once used. */
export const appFilePaths = /^\/assets\//;
