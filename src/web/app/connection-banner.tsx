import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@domain/dates';
import { useI18n } from '../lib/i18n';
import { useOnline } from '../lib/online';
import { pageRenderedAt } from '../lib/rendered-at';

/** How long "You are back online" stays after the link returns. */
const backShownMs = 5000;

/**
 * A line at the foot of the screen while the link is down, and for a moment when it returns, in the reader's
 * language. Its live region is always there, empty while all is well, so screen readers announce each change.
 */
export function ConnectionBanner() {
  const { t, language } = useI18n();
  const online = useOnline();
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

  // A page opened without the network came from what the phone saved: when it was saved is worth saying.
  const [savedAt] = useState(() => (typeof navigator !== 'undefined' && !navigator.onLine ? pageRenderedAt() : null));
  const offline =
    savedAt === null ? t('connection.offline') : t('connection.offlineSaved', { time: formatDateTime(new Date(savedAt), language) });
  const message = !online ? offline : back ? t('connection.back') : null;
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
