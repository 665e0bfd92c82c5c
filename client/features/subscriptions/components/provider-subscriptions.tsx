import { Link } from '../../../lib/navigation.tsx';
import { MapPin, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { agentBookingPath } from '#shared/routing/paths.ts';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useProviderSubscriptions, type ProviderSubscriptionView } from '../api/subscriptions-api.ts';
import { useSubscriptionText } from '../lib/subscription-text.ts';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

function SubscriberCard({ subscription }: { subscription: ProviderSubscriptionView }) {
  const { t } = useTranslation('subscriptions');
  const { rhythm, duration, when, language } = useSubscriptionText();
  const place = subscription.deliveryPlace;
  const visitsId = `subscriber-visits-${subscription.id}`;
  return (
    <Card className="flex flex-col gap-3" data-testid="subscriber">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 className="text-lg font-semibold text-ink">{subscription.customerName}</h2>
          <p className="text-base text-ink-soft">{subscription.serviceTitle}</p>
        </div>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <ul className="flex flex-col gap-1 text-base text-ink">
        <li className="flex items-center gap-2">
          <Repeat aria-hidden="true" className="size-4 text-ink-muted" />
          {rhythm(subscription)}
        </li>
        <li>{t('provider.duration', { duration: duration(subscription.durationMinutes) })}</li>
        <li className="font-semibold">{t('facts.pricePerVisit', { price: formatMoney(subscription.priceOre, language) })}</li>
        <li data-testid="subscriber-payout">{t('provider.payout', { payout: formatMoney(subscription.payoutOre, language) })}</li>
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 text-ink-muted" />
          {t('facts.address', { street: place.street, postalCode: place.postalCode, place: place.place })}
        </li>
      </ul>
      <div className="flex flex-col gap-1 border-t border-border pt-3">
        <h3 id={visitsId} className="text-base font-semibold text-ink">
          {t('provider.nextVisits')}
        </h3>
        {subscription.nextVisits.length ? (
          <ul aria-labelledby={visitsId} className="flex flex-col">
            {subscription.nextVisits.map((visit) => (
              <li key={visit.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-base text-ink">
                  {when(visit.startsAt)}
                  {visit.state !== 'booked' ? (
                    <span className="text-ink-muted"> · {visit.state === 'collided' ? t('provider.collided') : t(`visits.state.${visit.state}`)}</span>
                  ) : null}
                </span>
                {visit.bookingId ? (
                  <Link to={agentBookingPath(visit.bookingId)} className="inline-flex min-h-touch items-center font-medium text-primary-700 hover:underline">
                    {t('provider.booking')}
                    <span className="sr-only">: {when(visit.startsAt)}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base text-ink-muted">{t('provider.noVisits')}</p>
        )}
      </div>
    </Card>
  );
}

/** The provider's subscribers ("Abonnenter"): who, what, how often, what it pays, and the next visits. */
export function ProviderSubscriptions() {
  const { t } = useTranslation('subscriptions');
  const query = useProviderSubscriptions();
  if (query.isPending) return <ListLoading label={t('provider.loading')} count={2} heightClass="h-48" />;
  if (query.isError) return <ListLoadError title={t('provider.error')} retryLabel={t('provider.retry')} retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState icon={<Repeat aria-hidden="true" />} title={t('provider.empty.title')} description={t('provider.empty.text')} />;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={t('provider.title')}>
      {query.data.map((subscription) => (
        <li key={subscription.id}>
          <SubscriberCard subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}
