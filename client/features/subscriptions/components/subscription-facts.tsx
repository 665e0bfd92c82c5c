import { CalendarClock, CalendarDays, CreditCard, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName } from '../../../components/payments/card-text.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import type { SubscriptionView } from '../api/subscriptions-api.ts';
import { useSubscriptionText } from '../lib/subscription-text.ts';

function Fact({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <li className="flex items-start gap-2 text-base text-ink" data-testid={testId}>
      <span className="mt-0.5 shrink-0 text-ink-muted [&>svg]:size-4">{icon}</span>
      <span>{children}</span>
    </li>
  );
}

/**
 * What a subscription is and where it stands, the same on the list and on its page: the rhythm
 * and price, why it is paused, the next visit and charge, and the card it is charged to.
 */
export function SubscriptionFacts({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation('subscriptions');
  const { rhythm, language } = useSubscriptionText();
  const cancelled = subscription.status === 'cancelled';
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-1.5">
        <Fact icon={<Repeat aria-hidden="true" />} testId="subscription-rhythm">
          {rhythm(subscription)}
        </Fact>
        <li className="text-base font-semibold text-ink" data-testid="subscription-price">
          {t('facts.pricePerVisit', { price: formatMoney(subscription.priceOre, language) })}
        </li>
        {cancelled && subscription.cancelledAt ? (
          <Fact icon={<CalendarDays aria-hidden="true" />}>{t('facts.cancelledOn', { date: formatDate(subscription.cancelledAt, language) })}</Fact>
        ) : null}
        {!cancelled && subscription.nextVisit ? (
          <Fact icon={<CalendarDays aria-hidden="true" />} testId="subscription-next-visit">
            {t('facts.nextVisit', { date: formatDate(subscription.nextVisit.startsAt, language), time: formatTime(subscription.nextVisit.startsAt, language) })}
          </Fact>
        ) : null}
        {!cancelled && subscription.nextChargeAt ? (
          <Fact icon={<CalendarClock aria-hidden="true" />} testId="subscription-next-charge">
            {t('facts.nextCharge', { date: formatDate(subscription.nextChargeAt, language) })}
          </Fact>
        ) : null}
        {!cancelled && subscription.card ? (
          <Fact icon={<CreditCard aria-hidden="true" />} testId="subscription-card">
            {t('facts.card', { card: cardName(subscription.card) })}
          </Fact>
        ) : null}
      </ul>
      {!cancelled && !subscription.card ? (
        <Notice tone="warning">
          <span data-testid="subscription-no-card">{t('facts.noCard')}</span>
        </Notice>
      ) : null}
      {subscription.status === 'paused' ? (
        <Notice tone={subscription.pauseReason === 'unpaid_visits' ? 'warning' : 'neutral'}>
          <span data-testid="subscription-paused">{t(subscription.pauseReason === 'unpaid_visits' ? 'paused.unpaid' : 'paused.customer')}</span>
        </Notice>
      ) : null}
    </div>
  );
}
