import { useId, useState, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ChatBooking } from '#shared/chats/chat.schema.ts';
import { useMoveDays } from '../../../components/bookings/change-time.ts';
import { BookingDatePicker } from '../../../components/calendar/booking-date-picker.tsx';
import { osloToday } from '../../../components/calendar/month-grid.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
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
  const language = useLanguage();
  const errorText = useErrorText();
  const dayLabelId = useId();
  const timesId = useId();
  const [open, setOpen] = useState(false);
  const [bookingId, setBookingId] = useState(bookings[0]?.id ?? '');
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const chosen = bookings.some((booking) => booking.id === bookingId) ? bookingId : (bookings[0]?.id ?? '');
  const thisYear = new Date().getFullYear();
  const days = useMoveDays(chosen, [thisYear, thisYear + 1], open && Boolean(chosen));
  const times = useSuggestedTimes(open ? chosen : null, day);
  const propose = useProposeReschedule(chatId);

  const reset = () => {
    setDay(null);
    setStart(null);
    setMissing(false);
    propose.reset();
  };

  const submit = () => {
    if (!start) {
      setMissing(true);
      return;
    }
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
        {days.isPending && open ? <Spinner /> : null}
        {days.isError ? (
          <Notice tone="danger" role="alert">
            {errorText(days.error)}
          </Notice>
        ) : null}
        {days.data && days.data.length === 0 ? <Notice>{t('cards.timeDialog.noDays')}</Notice> : null}
        {days.data && days.data.length > 0 ? (
          <div className="flex flex-col gap-2">
            <span id={dayLabelId} className="text-sm font-medium text-ink">
              {t('cards.timeDialog.day')}
            </span>
            <BookingDatePicker
              available={days.data}
              value={day}
              today={osloToday()}
              lastMonth={`${thisYear + 1}-12`}
              labelledBy={dayLabelId}
              onChange={(next) => {
                setDay(next);
                if (next !== day) setStart(null);
                setMissing(false);
              }}
            />
          </div>
        ) : null}
        {day ? (
          <div className="flex flex-col gap-2" aria-live="polite">
            <span id={timesId} className="text-sm font-medium text-ink">
              {t('cards.timeDialog.times')}
            </span>
            {times.isPending ? (
              <p role="status" className="flex items-center gap-2 text-ink-muted">
                <Spinner className="size-4" />
                {t('cards.timeDialog.loadingTimes')}
              </p>
            ) : null}
            {times.isError ? (
              <Notice tone="danger" role="alert">
                {errorText(times.error)}
              </Notice>
            ) : null}
            {times.data && times.data.length === 0 ? <p className="text-ink-muted">{t('cards.timeDialog.noTimes')}</p> : null}
            {times.data && times.data.length > 0 ? (
              <RadioGroup.Root
                aria-labelledby={timesId}
                value={start ?? ''}
                onValueChange={(value) => {
                  setStart(value);
                  setMissing(false);
                }}
                className="grid grid-cols-3 gap-2 sm:grid-cols-4"
              >
                {times.data.map((time) => (
                  <RadioGroup.Item
                    key={time.toISOString()}
                    value={time.toISOString()}
                    className={cn(
                      'min-h-touch rounded-lg border border-border-strong bg-surface px-3 font-semibold text-ink',
                      'hover:border-primary-600 data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 data-[state=checked]:text-white',
                      'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                    )}
                  >
                    {formatTime(time, language)}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            ) : null}
          </div>
        ) : null}
        {missing ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {day ? t('cards.timeDialog.chooseTime') : t('cards.timeDialog.chooseDay')}
          </p>
        ) : null}
        {propose.error ? (
          <Notice tone="danger" role="alert">
            {errorText(propose.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
