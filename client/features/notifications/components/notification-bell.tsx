import { useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { cn } from '../../../lib/class-names.ts';
import { useLiveNotifications, useUnreadCount } from '../api/notifications.ts';
import { NotificationList } from './notification-list.tsx';

export type NotificationBellProps = {
  /** `dark` on the provider area's dark header. */
  tone?: 'light' | 'dark';
};

/** Counts above this show as "99+": the badge must stay small enough for a phone header. */
const badgeLimit = 99;

/**
 * The header's bell: the unread count as a badge that follows pushed notifications without a
 * reload, and the notification centre in a popover (focus moves into it, Escape or a followed
 * link closes it and focus returns to the bell). Render it only for a signed-in person.
 */
export function NotificationBell({ tone = 'light' }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  useLiveNotifications(true);
  const count = useUnreadCount().data ?? 0;
  const unreadText = count > 0 ? t('bell.unread', { count }) : '';

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(
          'relative inline-flex size-touch shrink-0 items-center justify-center rounded-md',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
          tone === 'dark' ? 'text-primary-100 hover:bg-white/15 hover:text-white' : 'text-ink hover:bg-sunken',
        )}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-6" />
        <span className="sr-only">
          {t('bell.label')}
          {unreadText ? `, ${unreadText}` : ''}
        </span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className={cn(
              'absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-bold text-white',
              tone === 'dark' ? 'ring-2 ring-primary-900' : 'ring-2 ring-surface',
            )}
          >
            {count > badgeLimit ? `${badgeLimit}+` : count}
          </span>
        ) : null}
      </Popover.Trigger>
      {/* Said once when the count changes while the page is open; the bell's own name says it on focus. */}
      <span role="status" className="sr-only">
        {unreadText}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('title')}
          className="z-50 flex max-h-[min(36rem,calc(100dvh-5rem))] w-[min(26rem,calc(100vw-1rem))] flex-col overflow-y-auto rounded-lg border border-border bg-surface p-4 text-ink shadow-lg"
        >
          <NotificationList onNavigate={() => setOpen(false)} />
          <Link
            to={paths.accountNotifications}
            onClick={() => setOpen(false)}
            className="mt-2 inline-flex min-h-touch items-center justify-center rounded-md text-sm font-semibold text-primary-700 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-primary-500"
          >
            {t('seeAll')}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
