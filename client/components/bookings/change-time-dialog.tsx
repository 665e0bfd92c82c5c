import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format/date.ts';
import { formatTime } from '../../lib/format/time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { durationMs } from './booking-duration.ts';
import { useChangeTime, useMoveDays, useMoveTimes } from './change-time.ts';
import { DayAndTimePicker, dayAndTimeLabels } from './day-and-time-picker.tsx';
import type { BookingView } from './use-booking.ts';
import { useDayAndTimeChoice } from './use-day-and-time-choice.ts';
import { useDurationText } from './use-duration-text.ts';

export type ChangeTimeDialogProps = {
  booking: BookingView;
  /** The opening button's text; each side words the move its own way. */
  openLabel?: string;
  /** Shown when there is no day to move to. */
  noDaysText?: string;
};

/**
 * Moves a booking to another free day and time of the same provider, keeping its length. Both the
 * customer and the provider may move a booking when `booking.actions.changeTime` is true.
 */
export function ChangeTimeDialog({ booking, openLabel, noDaysText }: ChangeTimeDialogProps) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  const errorText = useErrorText();
  const durationText = useDurationText();
  const [open, setOpen] = useState(false);
  const choice = useDayAndTimeChoice();
  const thisYear = new Date().getFullYear();
  const days = useMoveDays(booking.id, [thisYear, thisYear + 1], open);
  const times = useMoveTimes(booking.id, open ? choice.day : null);
  const change = useChangeTime(booking.id);
  const length = durationMs(booking);

  const reset = () => {
    choice.reset();
    change.reset();
  };

  const submit = () => {
    const start = choice.requireStart();
    if (!start) return;
    const from = new Date(start);
    change.mutate(
      { from, to: new Date(from.getTime() + length) },
      {
        onSuccess: (moved) => {
          setOpen(false);
          reset();
          showToast({ title: t('changeTime.done', { date: formatDate(moved.startsAt, language), time: formatTime(moved.startsAt, language) }), tone: 'success' });
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
      trigger={<Button variant="secondary">{openLabel ?? t('changeTime.open')}</Button>}
      title={t('changeTime.title')}
      description={t('changeTime.description', { duration: durationText(length) })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('changeTime.cancel')}</Button>
          </DialogClose>
          <Button loading={change.isPending} loadingText={t('changeTime.sending')} onClick={submit}>
            {t('changeTime.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <DayAndTimePicker
          days={days}
          times={times}
          choice={choice}
          lastMonth={`${thisYear + 1}-12`}
          labels={{ ...dayAndTimeLabels((part) => t(`changeTime.${part}`)), noDays: noDaysText ?? t('changeTime.noDays') }}
        />
        {change.error ? (
          <Notice tone="danger" role="alert">
            {errorText(change.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
