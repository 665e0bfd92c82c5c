import { CalendarClock, PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatListItem } from '#shared/chats/chat.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useChatBookings } from '../api/booking-cards.ts';
import { AddonOfferDialog } from './addon-offer-dialog.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/**
 * What the chat can do to the pair's confirmed bookings that have not ended: the provider offers
 * an add-on, either side proposes a new time. Nothing shows while there is no such booking.
 */
export function BookingActions({ chat, otherName }: { chat: ChatListItem; otherName: string }) {
  const { t } = useTranslation('chat');
  const bookings = useChatBookings(chat.id, !chat.readOnly);
  if (chat.readOnly || !bookings.data || bookings.data.length === 0) return null;
  return (
    <div role="group" aria-label={t('cards.actions.label')} className="flex flex-wrap gap-2 border-t border-border px-3 pt-2 sm:px-4">
      {chat.role === 'provider' ? (
        <AddonOfferDialog
          bookings={bookings.data}
          trigger={
            <Button variant="secondary" size="sm">
              <PackagePlus aria-hidden="true" className="size-4" />
              {t('cards.actions.offerAddon')}
            </Button>
          }
        />
      ) : null}
      <RescheduleDialog
        chatId={chat.id}
        bookings={bookings.data}
        otherName={otherName}
        trigger={
          <Button variant="secondary" size="sm">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('cards.actions.proposeTime')}
          </Button>
        }
      />
    </div>
  );
}
