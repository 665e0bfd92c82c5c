import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '#shared/bookings/cancellation-policy.ts';
import type { SavedCard } from '#shared/payments/payment.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { visitChargeAt } from '#shared/subscriptions/visit-charge.ts';
import { subscriptionFrequencies, type SubscriptionFrequency } from '#shared/subscriptions/subscription-frequency.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';

/** Once, or a subscription every week, every other week or every 4th week (spec §9 frequencies). */
export type BookingFrequency = 'once' | SubscriptionFrequency;

/** "Hvor ofte?" on a cleaning service: once is a booking, the others a subscription. */
export function BookingFrequencyField({ value, onChange }: { value: BookingFrequency; onChange: (value: BookingFrequency) => void }) {
  const { t } = useTranslation('booking');
  return (
    <RadioCards
      label={t('frequency.title')}
      value={value}
      onValueChange={onChange}
      options={(['once', ...subscriptionFrequencies] as const).map((option) => ({
        value: option,
        label: t(`frequency.${option}`),
        description: option === 'once' ? undefined : t('frequency.recurringHelp'),
      }))}
    />
  );
}

/**
 * The saved card every visit of a subscription is charged to (off-session, before each visit). A
 * customer without one adds it under "Betalinger" first: a subscription cannot wait at a checkout.
 */
export function SubscriptionCardField({ cards, value, onChange, error }: { cards: readonly SavedCard[]; value: string | null; onChange: (cardId: string) => void; error: string | null }) {
  const { t } = useTranslation('booking');
  if (cards.length === 0) {
    return (
      <Notice tone="warning" role={error ? 'alert' : undefined} title={t('subscriptionCard.noneTitle')}>
        <p>{t('subscriptionCard.none')}</p>
        <Link to={paths.accountPayments} className="mt-1 inline-flex min-h-touch items-center font-semibold text-primary-700 underline">
          {t('subscriptionCard.add')}
        </Link>
      </Notice>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <RadioCards
        label={t('subscriptionCard.title')}
        value={value ?? ''}
        onValueChange={onChange}
        options={cards.map((card) => ({ value: card.id, label: t('subscriptionCard.card', { brand: card.brand.toUpperCase(), last4: card.last4 }), description: t('subscriptionCard.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear }) }))}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * In place of the one-off cancellation note on a subscription: when the first visit is charged
 * (at its cancellation deadline, by the server's own rule) and that each later
 * visit is charged the same way and can be skipped for free until then.
 */
export function SubscriptionChargeNote({ policy, startsAt }: { policy: CancellationPolicy; startsAt: Date }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const now = useMinuteClock();
  if (startsAt.getTime() <= now.getTime()) return null;
  const chargeAt = visitChargeAt(startsAt, policy, now);
  return (
    <Notice title={t('subscriptionCharge.title', { date: formatDate(chargeAt, language), time: formatTime(chargeAt, language) })}>
      <p data-testid="subscription-charge">{t(policy === 'strict' ? 'subscriptionCharge.strict' : 'subscriptionCharge.simple')}</p>
    </Notice>
  );
}
