import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18n } from '../lib/i18n';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/** How long "You are back online" stays after the link returns. */
const backShownMs = 5000;

/**
 * A line at the foot of the screen while the link is down, and for a moment when it returns, in the reader's
 * language. Its live region is always there, empty while all is well, so screen readers announce each change.
 */
export function ConnectionBanner() {
  const { t } = useI18n();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [back, setBack] = useState(false);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBack(false);
    } else if (wasOffline.current) {
      wasOffline.current = false;
      setBack(true);
    }
  }, [online]);
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), backShownMs);
    return () => clearTimeout(timer);
  }, [back]);

  const message = !online ? t('connection.offline') : back ? t('connection.back') : null;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center px-4 pb-4">
      {message && (
        <p
          className={`max-w-md rounded-md px-4 py-2 text-center text-sm font-medium text-white shadow-lg ${online ? 'bg-brand-800' : 'bg-stone-900'}`}
        >
          {message}
        </p>
      )}
    </div>
  );
}
