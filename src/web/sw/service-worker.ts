/// <reference lib="webworker" />
// The service worker (decision 057): Workbox's modules, composed here, bundled by the build into /sw.js with the list
// of files to precache. Pages and reads are kept for one viewer at a time (the server's `govi-viewer` header).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { isLanguage, type Language } from '@domain/i18n/languages';
import { common as en } from '@web/locales/en/common';
import { common as si } from '@web/locales/si/common';
import { common as ta } from '@web/locales/ta/common';
import { sendOrdersTag, sendWaitingOrders } from '@web/lib/order-outbox';
import { offlinePage, type SavedPage } from './offline-page';
import { appFilePaths, cacheNames, type ServiceWorkerMessage } from '@web/lib/service-worker-protocol';

declare const self: ServiceWorkerGlobalScope;
/** Written by the build: the hashed files public pages start with, and the style sheet. */
declare const precacheManifest: PrecacheEntry[];

precacheAndRoute(precacheManifest);
cleanupOutdatedCaches();

const viewerHeader = 'govi-viewer';
const viewerRequest = new Request('/__govi/viewer');

async function keptViewer(): Promise<string | null> {
  const kept = await (await caches.open(cacheNames.meta)).match(viewerRequest);
  return kept ? kept.text() : null;
}

/**
 * Keeps an answer only if it is a whole, successful one that says whose it is; an answer for another viewer than the
 * one kept so far (another account signed in, or signed out) first forgets every page and read kept for the last.
 */
const oneViewerAtATime: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    const viewer = response.headers.get(viewerHeader);
    if (!response.ok || response.redirected || !viewer) return null;
    if ((await keptViewer()) !== viewer) {
      await Promise.all([caches.delete(cacheNames.pages), caches.delete(cacheNames.reads)]);
      await (await caches.open(cacheNames.meta)).put(viewerRequest, new Response(viewer));
    }
    return response;
  },
};

const thirtyDays = 30 * 24 * 60 * 60;

// Pages: the network first, the saved copy when it does not answer within 4 s (a phone network that has dropped
// without saying so) or at all.
const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds: 4,
  plugins: [oneViewerAtATime, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: thirtyDays, purgeOnQuotaError: true })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin, pages);

// The reads the pages make in the browser, the same way: a price is the network's when it answers.
/** Photos are stored files (server/storage). */
const photoPaths = /^\/uploads\//;
const offlineReads = /^\/api\/(auth\/get-session$|products(\/|$)|sellers\/|orders(\/|$)|stats$)/;
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && offlineReads.test(url.pathname),
  new NetworkFirst({
    cacheName: cacheNames.reads,
    networkTimeoutSeconds: 4,
    plugins: [oneViewerAtATime, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: thirtyDays, purgeOnQuotaError: true })],
  }),
);

// Photos never change at an address (a new photo is a new file): from the phone once seen. At most 150 of them,
// a product page's full photo being under 300 KB, so the cache stays within some 25 MB.
const photos = new CacheFirst({
  cacheName: cacheNames.photos,
  plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: thirtyDays, purgeOnQuotaError: true })],
});
// The other hashed app files (a page's own code, the reader's language), kept as they are first used.
const appFiles = new CacheFirst({
  cacheName: cacheNames.appFiles,
  plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
});
// The few files at fixed addresses every page asks for (the script that starts the app, with its version in the
// query; the icon): the phone's copy at once, a fresh one fetched beside it.
const siteFiles = new StaleWhileRevalidate({
  cacheName: cacheNames.siteFiles,
  plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
});
const siteFilePaths = /^\/(start\.js|favicon\.svg|icons\/[\w-]+\.png)$/;

/** Which of these keeps a file of ours, by its address; none for anything else. */
function strategyFor(url: URL): Strategy | undefined {
  if (url.origin !== self.location.origin) return undefined;
  if (photoPaths.test(url.pathname)) return photos;
  if (appFilePaths.test(url.pathname)) return appFiles;
  if (siteFilePaths.test(url.pathname)) return siteFiles;
  return undefined;
}
registerRoute(
  ({ request, url }) => request.method === 'GET' && strategyFor(url) !== undefined,
  ({ url, request, event }) => (strategyFor(url) ?? siteFiles).handle({ request, event }),
);

const texts: Record<Language, Record<keyof typeof en, string>> = { en, si, ta };

/** The pages kept, with their titles, newest first, and the language the newest was in. */
async function savedPages(): Promise<{ language: Language; pages: SavedPage[] }> {
  const cache = await caches.open(cacheNames.pages);
  const found: (SavedPage & { language: string | undefined; at: number })[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? new URL(request.url).pathname;
    const language = /<html lang="([a-z]+)"/.exec(html)?.[1];
    found.push({
      path: new URL(request.url).pathname + new URL(request.url).search,
      title,
      language,
      at: Date.parse(response.headers.get('date') ?? '') || 0,
    });
  }
  found.sort((a, b) => b.at - a.at);
  const newest = found[0]?.language;
  const fromBrowser = self.navigator.language.slice(0, 2);
  const language = isLanguage(newest) ? newest : isLanguage(fromBrowser) ? fromBrowser : 'en';
  return { language, pages: found.map(({ path, title }) => ({ path, title })) };
}

// A page never saved, asked for without the network: a page of our own in the reader's language, with what is saved.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const { language, pages: saved } = await savedPages();
  const styleSheet = precacheManifest.find((entry) => entry.url.endsWith('.css'))?.url;
  const html = offlinePage({ language, texts: texts[language], saved, styleSheet });
  // Answered as a page that worked: it is the page the person is meant to see (the network's failure is its subject).
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  // The page the app started on came before the worker: it is kept as the browser got it, from the browser's own cache
  // (a page is stored there, to be asked again before it is shown again), so the phone does not download it twice.
  // Only the same cookies match it there: a page the person has since signed in or out of comes from the network.
  if (message?.type === 'keep-page' && new URL(message.url, self.location.origin).origin === self.location.origin) {
    const request = new Request(message.url, { credentials: 'same-origin', cache: 'force-cache' });
    event.waitUntil(pages.handle({ event, request }).then(() => undefined));
  }
  // The files the first page loaded before the worker ran (its code, its photos): from the browser's own cache,
  // mostly, not the network. What the install kept already is not kept twice.
  if (message?.type === 'keep-files') {
    const precached = new Set(precacheManifest.map((entry) => new URL(entry.url, self.location.origin).href));
    const kept = message.urls.flatMap((address) => {
      const url = new URL(address, self.location.origin);
      const strategy = precached.has(url.href) ? undefined : strategyFor(url);
      return strategy ? [strategy.handle({ event, request: new Request(url.href) }).catch(() => undefined)] : [];
    });
    event.waitUntil(Promise.all(kept).then(() => undefined));
  }
});

/** Background Sync's event, where the browser has it (Chromium): not yet in TypeScript's worker types. */
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

// Orders placed without the network (decision 058): the browser wakes the worker when the link returns, even with
// every page closed. An order still waiting fails the event, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== sendOrdersTag) return;
  sync.waitUntil(
    sendWaitingOrders().then((left) => {
      if (left > 0) throw new Error(`${left} orders still wait for the network`);
    }),
  );
});
