import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { providerPath } from '#shared/routing/paths.ts';
import { RatingStars } from '../../../components/listing/rating-stars.tsx';
import { Avatar } from '../../../components/media/avatar.tsx';
import { cn } from '../../../lib/class-names.ts';
import type { CustomerRequestView } from '../api/request-types.ts';
import { isExpired, type Offer } from '../lib/request-facts.ts';
import { OfferAction } from './offer-card.tsx';
import { OfferPrice, OfferStatusBadge, OfferValidity, ProposedStart } from './offer-facts.tsx';
import { useResponseTimeText } from './provider-summary.tsx';

/**
 * The offers side by side, one column each, one row per thing to weigh: price, time, validity,
 * conditions, rating and reply time. For wide screens; a phone shows the cards one under the other.
 */
export function OffersCompareTable({ request, offers, now }: { request: Pick<CustomerRequestView, 'id' | 'status' | 'startTime' | 'deliveryPlace' | 'isReplacement'>; offers: readonly Offer[]; now: Date }) {
  const { t } = useTranslation('customerRequests');
  const responseTime = useResponseTimeText();
  const anyProposed = !request.startTime && offers.some((offer) => offer.startTime);
  const cell = 'border-t border-border px-4 py-3 align-top';
  const rowHead = cn(cell, 'w-40 bg-sunken text-left text-sm font-medium text-ink-muted');
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface shadow-xs">
      <table className="w-full min-w-max border-collapse text-base">
        <caption className="sr-only">{t('offers.compareCaption')}</caption>
        <thead>
          <tr>
            <td className="w-40 bg-sunken" />
            {offers.map((offer) => (
              <th key={offer.id} scope="col" className="min-w-52 px-4 py-4 text-left align-top font-normal">
                <div className="flex items-center gap-3">
                  <Avatar src={offer.providerPhoto} name={offer.providerName} size="sm" />
                  <div className="flex flex-col">
                    <span className="font-semibold text-ink">{offer.providerName}</span>
                    <Link
                      to={providerPath(offer.providerSlug)}
                      aria-label={t('offers.viewProfileOf', { name: offer.providerName })}
                      className="text-sm font-medium text-primary-700 hover:underline"
                    >
                      {t('offers.viewProfile')}
                    </Link>
                  </div>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={rowHead}>
              {t('offers.price')}
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cn(cell, 'text-xl font-bold text-ink')}>
                <OfferPrice offer={offer} />
              </td>
            ))}
          </tr>
          {anyProposed ? (
            <tr>
              <th scope="row" className={rowHead}>
                {t('offers.proposedStart')}
              </th>
              {offers.map((offer) => (
                <td key={offer.id} className={cell}>
                  <ProposedStart offer={offer} />
                </td>
              ))}
            </tr>
          ) : null}
          <tr>
            <th scope="row" className={rowHead}>
              {t('offers.validity')}
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cn(cell, isExpired(offer, now) && 'font-medium text-danger-800')}>
                <div className="flex flex-col items-start gap-1">
                  <OfferValidity offer={offer} now={now} bare />
                  <OfferStatusBadge offer={offer} now={now} />
                </div>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHead}>
              {t('offers.conditions')}
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cn(cell, 'max-w-72 whitespace-pre-line')}>
                {offer.conditions?.trim() ? offer.conditions : t('offers.noConditions')}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHead}>
              {t('offers.rating')}
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cell}>
                <RatingStars rating={{ average: offer.ratingAverage, count: offer.ratingCount }} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={rowHead}>
              {t('offers.responseTime')}
            </th>
            {offers.map((offer) => (
              <td key={offer.id} className={cn(cell, 'text-sm')}>
                {responseTime(offer.averageResponseTimeSec)}
              </td>
            ))}
          </tr>
          <tr>
            <td className={cn(cell, 'bg-sunken')} />
            {offers.map((offer) => (
              <td key={offer.id} className={cell}>
                <OfferAction request={request} offer={offer} now={now} compact />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
