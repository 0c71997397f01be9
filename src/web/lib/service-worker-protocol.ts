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
  /** The few files at fixed addresses (the start script, the icons): a cache of their own, as each cache's limit on
   * entries counts the whole cache. */
  siteFiles: 'govi-site-files',
  /** Whose pages and reads are kept. */
  meta: 'govi-meta',
  /** Orders placed without the network, until the buyer has been told what became of them (lib/order-outbox). */
  outbox: 'govi-outbox',
} as const;

export type ServiceWorkerMessage = { type: 'skip-waiting' } | { type: 'keep-page'; url: string } | { type: 'keep-files'; urls: string[] };

/** The hashed app files Vite writes: kept on the phone once used. */
export const appFilePaths = /^\/assets\//;
