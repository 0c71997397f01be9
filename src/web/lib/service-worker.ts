import { useSyncExternalStore } from 'react';
import { cacheNames, type ServiceWorkerMessage } from './service-worker-protocol';
import { sendOrdersTag } from './order-outbox';

/** Set once a new release's worker waits: takes it, and reloads the page when it has taken over. */
let takeUpdate: (() => void) | null = null;
const changed = new EventTarget();

/** A new release's worker is installed and waits: the person is offered to reload into it. */
function offerUpdate(waiting: ServiceWorker) {
  takeUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: 'skip-waiting' } satisfies ServiceWorkerMessage);
  };
  changed.dispatchEvent(new Event('change'));
}

/**
 * Registers the service worker (decision 057) once the page has started, in a build that ships: pages and reads then
 * open offline as last seen. The page the app started on, and the files it loaded, came before the worker; it is told
 * of them, to keep them too. A new release's worker waits until the person says to reload. (The worker is Workbox's;
 * registering it is the browser's own three calls, which spares the page a file.)
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without the link the worker cannot arrive (and the browser says so in the console): it waits for the link.
  if (!navigator.onLine) {
    window.addEventListener('online', startServiceWorker, { once: true });
    return;
  }
  // A page the worker already answered is kept by it; only one that came before the worker is handed over below.
  const cameBeforeTheWorker = !navigator.serviceWorker.controller;
  void (async () => {
    // At the site's root, so it may handle every page.
    const registration = await navigator.serviceWorker.register(new URL('sw.js', location.origin).href);
    // Only an update waits for a page that a worker already controls; the first worker has nothing to replace.
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
      });
    });
    if (!cameBeforeTheWorker) return;
    const ready = await navigator.serviceWorker.ready;
    // Same-origin files only; the worker keeps those it has a place for (code, the start script, photos).
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin);
    ready.active?.postMessage({ type: 'keep-page', url: location.href } satisfies ServiceWorkerMessage);
    ready.active?.postMessage({ type: 'keep-files', urls: files } satisfies ServiceWorkerMessage);
  })()
    // No worker (a private window that forbids it, a download cut by a dropped link): the site works as without one,
    // and tries again when a link comes back.
    .catch(() => window.addEventListener('online', startServiceWorker, { once: true }));
}

/** A new release waiting for the person's word: a function that takes it (the page reloads), or null. */
export function useUpdateReady(): (() => void) | null {
  return useSyncExternalStore(
    (onChange) => {
      changed.addEventListener('change', onChange);
      return () => changed.removeEventListener('change', onChange);
    },
    () => takeUpdate,
    () => null,
  );
}

/** Forgets the pages and reads kept for whoever signs out (the photos and app files are anyone's). */
export async function forgetSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(cacheNames.pages), caches.delete(cacheNames.reads), caches.delete(cacheNames.meta)]);
}

/**
 * Asks the browser to wake the worker when the link returns, to send the orders waiting on the phone even if every
 * page is closed by then (Background Sync; Chromium has it). Without it, the next page opened sends them.
 */
export async function sendOrdersWhenOnline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(sendOrdersTag).catch(() => undefined);
}
