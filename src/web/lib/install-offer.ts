import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: the browser's offer to install the site as an app, made when it likes. */
type InstallPromptEvent = Event & { prompt(): Promise<void> };

/** Where the offer is kept: `/start.js` keeps it from about the first paint, before the app runs (decision 056). */
type OfferHolder = { goviInstallOffer?: InstallPromptEvent | null };
const holder = globalThis as OfferHolder;
const changed = 'govi-install-offer';

function keep(event: Event) {
  // Never the browser's own banner: the offer waits for the header's Install button.
  event.preventDefault();
  holder.goviInstallOffer = event as InstallPromptEvent;
  window.dispatchEvent(new Event(changed));
}

function forget() {
  holder.goviInstallOffer = null;
  window.dispatchEvent(new Event(changed));
}

if (typeof window !== 'undefined') {
  // Also here, for a page started without /start.js (the development server).
  window.addEventListener('beforeinstallprompt', keep);
  window.addEventListener('appinstalled', forget);
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  return () => window.removeEventListener(changed, onChange);
}

/**
 * The browser's offer to install the market as an app, where the browser makes one (Chromium, when the site is not
 * installed): a function that asks the person, or null. Nothing is offered on the server's render.
 */
export function useInstallOffer(): (() => Promise<void>) | null {
  const offer = useSyncExternalStore(
    subscribe,
    () => holder.goviInstallOffer ?? null,
    () => null,
  );
  if (!offer) return null;
  return async () => {
    // An offer is good once (a second press would be refused): whatever the answer, the browser makes a new one
    // when it will offer again.
    forget();
    await offer.prompt().catch(() => undefined);
  };
}
