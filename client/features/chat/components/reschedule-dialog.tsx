import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatBooking } from '#shared/chats/chat.schema.ts';
import { useMoveDays } from '../../../components/bookings/change-time.ts';
import { DayAndTimePicker, dayAndTimeLabels } from '../../../components/bookings/day-and-time-picker.tsx';
import { useDayAndTimeChoice } from '../../../components/bookings/use-day-and-time-choice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useProposeReschedule, useSuggestedTimes } from '../api/booking-cards.ts';
import { BookingChoice } from './booking-choice.tsx';

export type RescheduleDialogProps = {
  chatId: string;
  bookings: readonly ChatBooking[];
  otherName: string;
  trigger: ReactNode;
};

/**
 * Either side proposes another start for one of the pair's bookings: a free day from the booking
 * calendar, then a free start on it (`suggest-times` for the booking, whose own time counts as free).
 */
export function RescheduleDialog({ chatId, bookings, otherName, trigger }: RescheduleDialogProps) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [bookingId, setBookingId] = useState(bookings[0]?.id ?? '');
  const choice = useDayAndTimeChoice();
  const chosen = bookings.some((booking) => booking.id === bookingId) ? bookingId : (bookings[0]?.id ?? '');
  const thisYear = new Date().getFullYear();
  const days = useMoveDays(chosen, [thisYear, thisYear + 1], open && Boolean(chosen));
  const times = useSuggestedTimes(open ? chosen : null, choice.day);
  const propose = useProposeReschedule(chatId);

  const reset = () => {
    choice.reset();
    propose.reset();
  };

  const submit = () => {
    const start = choice.requireStart();
    if (!start) return;
    propose.mutate(
      { bookingId: chosen, startTime: start },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
          showToast({ title: t('cards.timeDialog.sent'), tone: 'success' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={trigger}
      title={t('cards.timeDialog.title')}
      description={t('cards.timeDialog.description', { name: otherName })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cards.timeDialog.cancel')}</Button>
          </DialogClose>
          <Button loading={propose.isPending} loadingText={t('cards.timeDialog.sending')} onClick={submit}>
            {t('cards.timeDialog.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <BookingChoice
          label={t('cards.timeDialog.booking')}
          bookings={bookings}
          value={chosen}
          onChange={(next) => {
            setBookingId(next);
            reset();
          }}
        />
        <DayAndTimePicker
          days={days}
          times={times}
          choice={choice}
          lastMonth={`${thisYear + 1}-12`}
          labels={dayAndTimeLabels((part) => t(`cards.timeDialog.${part}`))}
        />
        {propose.error ? (
          <Notice tone="danger" role="alert">
            {errorText(propose.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
