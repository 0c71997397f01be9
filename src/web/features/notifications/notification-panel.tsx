import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notificationHref, type Notification } from '@domain/notifications/notification.schema';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { unreadCountOf } from './api/notifications-cache';
import { useNotificationText } from './notification-text';

/**
 * The bell's popover content: the title, "Mark all as read", anything the app puts first (the onboarding
 * reminder), then the user's notifications newest first. Opening one marks it read and goes to its page.
 */
export function NotificationPanel({
  titleId,
  first,
  firstShown,
  onNavigate,
}: {
  titleId: string;
  first?: ReactNode;
  /** Whether `first` shows anything, so the panel knows whether it is empty. */
  firstShown: boolean;
  onNavigate(): void;
}) {
  const { t } = useI18n();
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = unreadCountOf(query.data);

  let body: ReactNode;
  if (query.isPending) {
    body = <p className="px-4 py-3 text-sm text-stone-600">{t('state.loading')}</p>;
  } else if (query.isError && notifications.length === 0) {
    body = (
      <div className="px-4 py-3 text-sm text-stone-700">
        <p>{t('notifications.loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  } else if (notifications.length === 0) {
    body = firstShown ? null : <p className="px-4 py-3 text-sm text-stone-600">{t('notifications.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="divide-y divide-stone-100">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="border-t border-stone-100 px-4 py-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('notifications.showOlder')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <div className="flex min-h-12 items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
        <h2 id={titleId} className="text-sm font-semibold text-stone-900">
          {t('notifications.title')}
        </h2>
        {unread > 0 && (
          <Button variant="ghost" size="sm" className="-mr-2 text-brand-800" onClick={() => markAll.mutate()}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <div className="overflow-y-auto overscroll-contain">
        {first && <div className="px-3 pt-3 empty:hidden">{first}</div>}
        {body}
      </div>
    </>
  );
}

function NotificationItem({ notification, onNavigate }: { notification: Notification; onNavigate(): void }) {
  const { t } = useI18n();
  const { ago } = useFormat();
  const textOf = useNotificationText();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;

  function open() {
    if (unread) markRead.mutate({ id: notification.id });
    onNavigate();
    void navigate(notificationHref(notification));
  }

  return (
    <button
      type="button"
      onClick={open}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-stone-50',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        unread && 'bg-brand-50/60',
      )}
    >
      <span aria-hidden="true" className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', unread ? 'bg-brand-700' : 'bg-transparent')} />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
        <span className={cn('block text-sm text-stone-900', unread && 'font-semibold')}>{textOf(notification)}</span>
        <span className="mt-0.5 block text-xs text-stone-600">{ago(notification.createdAt)}</span>
      </span>
    </button>
  );
}
