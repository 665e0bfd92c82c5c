import { useId, useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotificationFilter } from '#shared/notifications/notification.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type NotificationItem, useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications.ts';

export type NotificationListProps = {
  /** Heading level of the list's title, so the outline stays right in a popover and on a page. */
  headingLevel?: 'h1' | 'h2';
  /** Called after a notification's link is followed (the popover closes). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The notification centre: all or only the unread, newest first, a page at a time. Following a
 * notification marks it read; "mark all as read" clears the badge. The text is written here, in
 * the reader's language, from the stored key and values.
 */
export function NotificationList({ headingLevel = 'h2', onNavigate, className }: NotificationListProps) {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter);
  const markAll = useMarkAllRead();
  const headingId = useId();
  const Heading = headingLevel;
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const anyUnread = items.some((item) => !item.readAt);

  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className={cn('font-bold text-ink', headingLevel === 'h1' ? 'text-3xl sm:text-4xl' : 'text-lg')}>
          {t('title')}
        </Heading>
        <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} disabled={!anyUnread || markAll.isPending}>
          {t('markAllRead')}
        </Button>
      </div>
      <div role="group" aria-label={t('filter.label')} className="flex gap-2">
        {(['all', 'unread'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
            className={cn(
              'inline-flex min-h-touch items-center rounded-full border px-4 text-sm font-semibold',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
              filter === option ? 'border-primary-700 bg-primary-700 text-white' : 'border-border-strong bg-surface text-ink hover:bg-sunken',
            )}
          >
            {t(`filter.${option}`)}
          </button>
        ))}
      </div>
      {markAll.isSuccess ? (
        <p role="status" className="sr-only">
          {t('markedAllRead')}
        </p>
      ) : null}
      {list.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.isError ? (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void list.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Notice>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-ink-muted">
          <BellOff aria-hidden="true" className="size-6" />
          <p>{t(`empty.${filter}`)}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" size="sm" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </section>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate?: () => void }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkRead();
  const language = currentLanguage();
  const text = t(item.key, { ...item.params, defaultValue: t('unknown') });
  const unread = !item.readAt;
  const body = (
    <>
      <span aria-hidden="true" className={cn('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary-700' : 'bg-transparent')} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-base break-words', unread ? 'font-semibold text-ink' : 'text-ink-soft')}>
          {unread ? <span className="sr-only">{t('unreadMark')}: </span> : null}
          {text}
        </span>
        <time dateTime={item.createdAt.toISOString()} className="text-sm text-ink-muted">
          {formatDate(item.createdAt, language)} {formatTime(item.createdAt, language)}
        </time>
      </span>
    </>
  );
  const rowClasses = cn(
    'flex min-h-touch w-full gap-3 rounded-md px-2 py-3 text-left',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-500',
    unread ? 'bg-primary-50 hover:bg-primary-100' : 'hover:bg-sunken',
  );
  const read = () => {
    if (unread) markRead.mutate(item.id);
  };
  return (
    <li className="py-1">
      {item.link ? (
        <Link
          to={item.link}
          className={rowClasses}
          onClick={() => {
            read();
            onNavigate?.();
          }}
        >
          {body}
        </Link>
      ) : (
        <button type="button" className={rowClasses} onClick={read} disabled={!unread}>
          {body}
        </button>
      )}
    </li>
  );
}
