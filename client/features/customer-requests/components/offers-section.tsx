import { useEffect, useState } from 'react';
import { Columns3, LayoutGrid, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { useMarkOffersSeen } from '../api/customer-requests.ts';
import type { CustomerRequestView } from '../api/request-types.ts';
import { isOffer, sortOffers } from '../lib/request-facts.ts';
import { OfferCard } from './offer-card.tsx';
import { OffersCompareTable } from './offers-compare-table.tsx';

type View = 'cards' | 'compare';

/**
 * The request's offers, cheapest open one first, as cards or (on a wide screen, two or more
 * offers) side by side in a table; then the providers who declined, with their reason. Offers
 * shown here count as seen: each is marked once, and keeps its "Nytt" badge for this visit.
 */
export function OffersSection({ request }: { request: CustomerRequestView }) {
  const { t } = useTranslation('customerRequests');
  const now = useMinuteClock();
  const markSeen = useMarkOffersSeen();
  const [view, setView] = useState<View>('cards');
  const offers = sortOffers(request, request.responses.filter(isOffer), now);
  const declines = request.responses.filter((response) => response.type === 'REJECTED');
  const unseenIds = offers.filter((offer) => !offer.seenAt).map((offer) => offer.id);
  // Unseen when first shown: stays "new" for the visit even once marked seen.
  const [newIds, setNewIds] = useState(() => new Set(unseenIds));
  if (unseenIds.some((id) => !newIds.has(id))) setNewIds(new Set([...newIds, ...unseenIds]));
  const unseenKey = unseenIds.join(',');

  useEffect(() => {
    if (unseenKey) markSeen(unseenKey.split(','));
  }, [unseenKey, markSeen]);

  const comparable = offers.length >= 2;
  const compare = comparable && view === 'compare';
  return (
    <section aria-labelledby="offers-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="offers-heading" className="text-2xl font-semibold text-ink">
          {t('offers.title')} {offers.length > 0 ? <span className="text-ink-muted">({offers.length})</span> : null}
        </h2>
        {comparable ? (
          <div role="group" aria-label={t('offers.viewLabel')} className="hidden rounded-lg border border-border bg-sunken p-1 md:inline-flex">
            {(
              [
                ['cards', LayoutGrid, t('offers.viewCards')],
                ['compare', Columns3, t('offers.viewCompare')],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={cn(
                  'inline-flex min-h-touch items-center gap-2 rounded-md px-4 text-base font-medium text-ink-soft hover:text-ink',
                  view === value && 'bg-surface text-ink shadow-xs',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {offers.length === 0 ? (
        <Card>
          <EmptyState icon={<Inbox aria-hidden="true" />} headingLevel="h3" title={t('offers.none')} description={t('offers.noneText')} className="py-6" />
        </Card>
      ) : (
        <>
          {compare ? (
            <div className="hidden md:block" data-testid="offers-compare">
              <OffersCompareTable request={request} offers={offers} now={now} />
            </div>
          ) : null}
          <ul className={cn('grid gap-4 md:grid-cols-2', compare && 'md:hidden')}>
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard request={request} offer={offer} isNew={newIds.has(offer.id)} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
      {declines.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-ink">{t('offers.declines')}</h3>
          <ul className="flex flex-col gap-2">
            {declines.map((decline) => (
              <li key={decline.id} className="rounded-lg border border-border bg-surface px-4 py-3">
                <p className="font-medium text-ink">{t('offers.declined', { name: decline.providerName })}</p>
                {decline.rejectReason ? <p className="text-sm text-ink-muted">{t('offers.reason', { reason: decline.rejectReason })}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
