import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../../lib/i18n.ts';

// Loaded once someone is signed in, like the bell: signed-out visitors never download chat code.
const MessagesLink = lazy(withLaterTexts(() => import('../../features/chat/components/messages-link.tsx').then((module) => ({ default: module.MessagesLink }))));
const MessagesNavBadge = lazy(withLaterTexts(() => import('../../features/chat/components/messages-link.tsx').then((module) => ({ default: module.MessagesNavBadge }))));

/** "Meldinger" with its unread badge in the site header. */
export function LazyMessagesLink({ to }: { to: string }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-touch shrink-0" />}>
      <MessagesLink to={to} />
    </Suspense>
  );
}

/** The unread badge of the provider menu's "Meldinger". */
export function LazyMessagesNavBadge() {
  return (
    <Suspense fallback={null}>
      <MessagesNavBadge />
    </Suspense>
  );
}
