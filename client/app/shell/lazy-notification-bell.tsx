import { lazy, Suspense } from 'react';
import type { NotificationBellProps } from '../../features/notifications/components/notification-bell.tsx';
import { withLaterTexts } from '../../lib/i18n.ts';

// Signed-out visitors, most first visits, never download the bell, its popover or the socket client.
const NotificationBell = lazy(withLaterTexts(() => import('../../features/notifications/components/notification-bell.tsx').then((module) => ({ default: module.NotificationBell }))));

/** The header's notification bell, loaded once someone is signed in. */
export function LazyNotificationBell(props: NotificationBellProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-touch shrink-0" />}>
      <NotificationBell {...props} />
    </Suspense>
  );
}
