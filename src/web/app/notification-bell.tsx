import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { useNotifications } from '../features/notifications/api/get-notifications';
import { unreadCountOf } from '../features/notifications/api/notifications-cache';
import { useLiveNotifications } from '../features/notifications/use-live-notifications';
import { OnboardingReminder, useOnboardingReminderVisible } from '../features/onboarding/onboarding-reminder';
import { useI18n } from '../lib/i18n';
import { cn } from '../lib/class-names';

// Its own chunk, fetched when the bell is first pointed at or opened: the home page's first download stays small.
const loadPanel = () => import('../features/notifications/notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/**
 * The header's bell for a signed-in user: a badge with the unread count (the onboarding reminder counts
 * as one), and a popover with the reminder card and the notifications, kept live over the event stream.
 */
export function NotificationBell() {
  const { t } = useI18n();
  const notifications = useNotifications();
  useLiveNotifications(notifications.data !== undefined);
  const reminderVisible = useOnboardingReminderVisible();
  const unread = unreadCountOf(notifications.data) + (reminderVisible ? 1 : 0);

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close(true);
    }
    function onPointerDown(event: PointerEvent) {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    }
    function onFocusIn(event: FocusEvent) {
      // Tabbing past the popover closes it, as it would a menu.
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close]);

  const loading = (
    <p id={titleId} className="p-4 text-sm text-stone-600">
      {t('state.loading')}
    </p>
  );
  const label = unread > 0 ? t('notifications.bell', { count: unread }) : t('nav.notifications');

  return (
    <div ref={wrapper} className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Button>
      <div
        ref={panel}
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
        className={cn(
          // Mobile first: nearly the full width under the header; a dropdown beside the bell from sm up.
          'fixed inset-x-2 top-16 z-50 flex max-h-[75vh] flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg outline-none',
          'sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96',
          !open && 'hidden',
        )}
      >
        {open && (
          <Suspense fallback={loading}>
            <NotificationPanel
              titleId={titleId}
              first={<OnboardingReminder onAction={() => close(false)} />}
              firstShown={reminderVisible}
              onNavigate={() => close(false)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
