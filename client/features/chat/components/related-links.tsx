import { Link } from '../../../lib/navigation.tsx';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '#shared/chats/chat.schema.ts';
import { accountBookingPath, accountRequestPath, agentBookingPath, agentRequestPath } from '#shared/routing/paths.ts';
import { BookingStatusBadge } from '../../../components/bookings/booking-status-badge.tsx';
import { RequestStatusBadge } from '../../../components/requests/request-status-badge.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChatRelated } from '../api/booking-cards.ts';
import { useMessageText } from '../lib/message-text.ts';

const linkClass =
  'flex min-h-touch flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-2 text-sm text-ink hover:bg-sunken focus-visible:outline-3 focus-visible:outline-primary-500';

/**
 * The pair's bookings and the customer's requests that reached the provider, folded away under
 * one line so the messages keep the room; each opens on the reader's side of the app (the account
 * for a customer, the provider area for a provider). Nothing shows while there is nothing to open.
 */
export function RelatedLinks({ chat }: { chat: ChatListItem }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const { when } = useMessageText();
  const related = useChatRelated(chat.id);
  const bookings = related.data?.bookings ?? [];
  const requests = related.data?.requests ?? [];
  const count = bookings.length + requests.length;
  if (count === 0) return null;
  const customer = chat.role === 'customer';
  return (
    <details className="group border-b border-border bg-surface" data-testid="chat-related">
      <summary className="flex min-h-touch cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-primary-700 hover:bg-sunken focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-500 sm:px-4 [&::-webkit-details-marker]:hidden">
        {t('related.summary', { count })}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex max-h-72 flex-col gap-3 overflow-y-auto px-1 pb-3 sm:px-2">
        {bookings.length > 0 ? (
          <section aria-labelledby={`chat-related-bookings-${chat.id}`}>
            <h3 id={`chat-related-bookings-${chat.id}`} className="px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('related.bookings')}
            </h3>
            <ul>
              {bookings.map((booking) => (
                <li key={booking.id}>
                  <Link to={customer ? accountBookingPath(booking.id) : agentBookingPath(booking.id)} className={linkClass} data-testid="chat-related-booking">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{booking.serviceTitle}</span>
                      <span className="block text-ink-muted">{t('related.booking', { orderNumber: booking.orderNumber, when: when(booking.startsAt) })}</span>
                    </span>
                    <BookingStatusBadge status={booking.status} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {requests.length > 0 ? (
          <section aria-labelledby={`chat-related-requests-${chat.id}`}>
            <h3 id={`chat-related-requests-${chat.id}`} className="px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('related.requests')}
            </h3>
            <ul>
              {requests.map((request) => (
                <li key={request.id}>
                  <Link to={customer ? accountRequestPath(request.id) : agentRequestPath(request.id)} className={linkClass} data-testid="chat-related-request">
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{request.title}</span>
                      <span className="block text-ink-muted">{t('related.sent', { date: formatDate(new Date(request.createdAt), language) })}</span>
                    </span>
                    <RequestStatusBadge status={request.status} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </details>
  );
}
