import { useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../components/ui/dialog.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { showToast } from '../../components/ui/toast-store.ts';
import { cn } from '../../lib/class-names.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { formatDate } from '../../lib/format/date.ts';
import { formatTime } from '../../lib/format/time.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { BookingDatePicker } from '../calendar/booking-date-picker.tsx';
import { osloToday } from '../calendar/month-grid.ts';
import { durationMs } from './booking-duration.ts';
import { useChangeTime, useMoveDays, useMoveTimes } from './change-time.ts';
import type { BookingView } from './use-booking.ts';
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
  const timesId = useId();
  const dayLabelId = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const thisYear = new Date().getFullYear();
  const days = useMoveDays(booking.id, [thisYear, thisYear + 1], open);
  const times = useMoveTimes(booking.id, open ? day : null);
  const change = useChangeTime(booking.id);
  const length = durationMs(booking);

  const reset = () => {
    setDay(null);
    setStart(null);
    setMissing(false);
    change.reset();
  };

  const submit = () => {
    if (!start) {
      setMissing(true);
      return;
    }
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
        {days.isPending ? <Spinner /> : null}
        {days.isError ? (
          <Notice tone="danger" role="alert">
            {errorText(days.error)}
          </Notice>
        ) : null}
        {days.data && days.data.length === 0 ? <Notice>{noDaysText ?? t('changeTime.noDays')}</Notice> : null}
        {days.data && days.data.length > 0 ? (
          // The same calendar as when booking: free days stand out, the rest (holidays named) cannot be chosen.
          <div className="flex flex-col gap-2">
            <span id={dayLabelId} className="text-sm font-medium text-ink">
              {t('changeTime.day')}
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
              {t('changeTime.times')}
            </span>
            {times.isPending ? (
              <p role="status" className="flex items-center gap-2 text-ink-muted">
                <Spinner className="size-4" />
                {t('changeTime.loadingTimes')}
              </p>
            ) : null}
            {times.isError ? (
              <Notice tone="danger" role="alert">
                {errorText(times.error)}
              </Notice>
            ) : null}
            {times.data && times.data.length === 0 ? <p className="text-ink-muted">{t('changeTime.noTimes')}</p> : null}
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
            {day ? t('changeTime.chooseTime') : t('changeTime.chooseDay')}
          </p>
        ) : null}
        {change.error ? (
          <Notice tone="danger" role="alert">
            {errorText(change.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
