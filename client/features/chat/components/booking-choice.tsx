import { useTranslation } from 'react-i18next';
import type { ChatBooking } from '#shared/chats/chat.schema.ts';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useMessageText } from '../lib/message-text.ts';

export type BookingChoiceProps = {
  label: string;
  bookings: readonly ChatBooking[];
  value: string;
  onChange: (bookingId: string) => void;
};

/** Which of the pair's bookings a dialog acts on: named when there is one, chosen when there are more. */
export function BookingChoice({ label, bookings, value, onChange }: BookingChoiceProps) {
  const { t } = useTranslation('chat');
  const { when } = useMessageText();
  const name = (booking: ChatBooking) => t('cards.addonDialog.bookingOption', { service: booking.serviceTitle, when: when(booking.startsAt), orderNumber: booking.orderNumber });
  if (bookings.length === 1) {
    return (
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-ink">{label}</span>
        <p className="text-base text-ink" data-testid="chat-dialog-booking">
          {name(bookings[0]!)}
        </p>
      </div>
    );
  }
  return <NativeSelect label={label} value={value} onChange={(event) => onChange(event.target.value)} options={bookings.map((booking) => ({ value: booking.id, label: name(booking) }))} />;
}
