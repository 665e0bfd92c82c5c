import { NavLink } from '../../../lib/navigation.tsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useLiveChatSummary, useUnreadChats } from '../api/chats.ts';

function UnreadBadge({ count, ring }: { count: number; ring: string }) {
  return <CountBadge count={count} ring={ring} testId="messages-badge" />;
}

/** How many messages wait unread, live; 0 while loading. Render only for a signed-in person. */
function useUnreadMessages(): number {
  useLiveChatSummary(true);
  return useUnreadChats().data?.messages ?? 0;
}

/** "Meldinger" in the site header, an icon with the unread badge and the word on wide screens. */
export function MessagesLink({ to }: { to: string }) {
  const { t } = useTranslation('chat');
  const count = useUnreadMessages();
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'relative inline-flex min-h-touch min-w-touch shrink-0 items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
          isActive ? 'bg-primary-50 text-primary-800' : 'text-ink hover:bg-sunken',
        )
      }
      data-testid="messages-link"
    >
      <MessageCircle aria-hidden="true" className="size-6 2xl:size-5" />
      <span className="max-2xl:sr-only">{t('headerLink')}</span>
      {count > 0 ? (
        <>
          <span className="sr-only">, {t('unread', { count })}</span>
          <span className="max-2xl:absolute max-2xl:top-1 max-2xl:right-0.5">
            <UnreadBadge count={count} ring="ring-surface" />
          </span>
        </>
      ) : null}
    </NavLink>
  );
}

/** The unread badge beside "Meldinger" in the provider area's menu. */
export function MessagesNavBadge() {
  const { t } = useTranslation('chat');
  const count = useUnreadMessages();
  if (count === 0) return null;
  return (
    <span className="ml-auto">
      <span className="sr-only">{t('unread', { count })}</span>
      <UnreadBadge count={count} ring="ring-transparent" />
    </span>
  );
}
