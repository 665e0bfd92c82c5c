import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionFrequencies, type SubscriptionFrequency } from '#shared/subscriptions/subscription-frequency.ts';
import { DayAndTimePicker, dayAndTimeLabels } from '../../../components/bookings/day-and-time-picker.tsx';
import { useDayAndTimeChoice } from '../../../components/bookings/use-day-and-time-choice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type SubscriptionView, useChangeDays, useChangePlan, useChangeTimes } from '../api/subscriptions-api.ts';

/**
 * Changing how often and when the visits come: a rhythm, then the first visit of the new plan from
 * the days and times the provider has free for the visits' length (the subscription's own coming
 * visits count as free). Visits already paid or being charged stay.
 */
export function ChangePlanDialog({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation('subscriptions');
  const language = useLanguage();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<SubscriptionFrequency>(subscription.frequency);
  const choice = useDayAndTimeChoice();
  const thisYear = new Date().getFullYear();
  const days = useChangeDays(subscription.id, [thisYear, thisYear + 1], open);
  const times = useChangeTimes(subscription.id, open ? choice.day : null);
  const change = useChangePlan(subscription.id);

  const reset = () => {
    choice.reset();
    change.reset();
    setFrequency(subscription.frequency);
  };

  const submit = () => {
    const start = choice.requireStart();
    if (!start) return;
    change.mutate(
      { frequency, startTime: start },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
          const first = new Date(start);
          showToast({ title: t('changePlan.done', { date: formatDate(first, language), time: formatTime(first, language) }), tone: 'success' });
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
      trigger={<Button variant="secondary">{t('changePlan.open')}</Button>}
      title={t('changePlan.title')}
      description={t('changePlan.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('changePlan.keep')}</Button>
          </DialogClose>
          <Button loading={change.isPending} loadingText={t('changePlan.sending')} onClick={submit}>
            {t('changePlan.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <RadioCards
          label={t('changePlan.frequency')}
          value={frequency}
          onValueChange={(next) => setFrequency(next as SubscriptionFrequency)}
          options={subscriptionFrequencies.map((option) => ({ value: option, label: t(`changePlan.frequencies.${option}`) }))}
        />
        <DayAndTimePicker
          days={days}
          times={times}
          choice={choice}
          lastMonth={`${thisYear + 1}-12`}
          labels={dayAndTimeLabels((part) => t(`changePlan.${part}`))}
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
