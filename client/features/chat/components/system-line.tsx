import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { ChatRole } from '#shared/chats/chat.schema.ts';
import { accountBookingPath, agentBookingPath } from '#shared/routing/paths.ts';

export type SystemLineProps = {
  text: string;
  bookingId: string | null;
  /** The reader's side: a customer opens the booking in the account, a provider in the provider area. */
  role: ChatRole;
};

/** A line the marketplace wrote about the pair's bookings, centred, with the booking to open. */
export function SystemLine({ text, bookingId, role }: SystemLineProps) {
  const { t } = useTranslation('chat');
  return (
    <p className="self-center px-4 text-center text-sm text-ink-muted" data-testid="chat-system-line">
      {text}
      {bookingId ? (
        <>
          {' '}
          <Link
            to={role === 'customer' ? accountBookingPath(bookingId) : agentBookingPath(bookingId)}
            aria-label={t('cards.line.openBookingLabel', { text })}
            className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-primary-500"
          >
            {t('cards.line.openBooking')}
          </Link>
        </>
      ) : null}
    </p>
  );
}
