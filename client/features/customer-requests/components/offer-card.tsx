import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountBookingPath } from '#shared/routing/paths.ts';
import { OpenChatButton } from '../../../components/chat/open-chat-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/class-names.ts';
import type { CustomerRequestView } from '../api/request-types.ts';
import { isAcceptable, isExpired, type Offer } from '../lib/request-facts.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { OfferPrice, OfferStatusBadge, OfferValidity, ProposedStart } from './offer-facts.tsx';
import { ProviderSummary } from './provider-summary.tsx';

export type OfferViewProps = {
  request: Pick<CustomerRequestView, 'id' | 'status' | 'startTime' | 'deliveryPlace' | 'isReplacement'>;
  offer: Offer;
  /** Unseen when the page opened: marked "Nytt" for this visit. */
  isNew: boolean;
  now: Date;
};

/** What the customer can do with an offer: accept it, go to the booking it became, or nothing. */
export function OfferAction({ request, offer, now, compact = false }: Omit<OfferViewProps, 'isNew'> & { compact?: boolean }) {
  const { t } = useTranslation('customerRequests');
  if (offer.status === 'accepted' && offer.resultingBookingId) {
    return (
      <Link to={accountBookingPath(offer.resultingBookingId)} className={buttonClasses('secondary', 'md', compact ? 'w-full' : 'self-start')}>
        {t('offers.goToBooking')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    );
  }
  if (!isAcceptable(request, offer, now)) return null;
  return (
    <AcceptOfferDialog
      request={request}
      offer={offer}
      trigger={
        <Button className={compact ? 'w-full' : 'self-start'} aria-label={t('offers.acceptFrom', { name: offer.providerName })}>
          {t('offers.accept')}
        </Button>
      }
    />
  );
}

// Full width under the main action, like it, so the two never wrap beside each other unevenly.
const compactChat = '[&>button]:w-full';

/** One offer as a card: the provider, the price, until when it holds, the conditions and "Godta og betal". */
export function OfferCard({ request, offer, isNew, now }: OfferViewProps) {
  const { t } = useTranslation('customerRequests');
  const headingId = `offer-${offer.id}`;
  const faded = isExpired(offer, now) || offer.status === 'closed';
  return (
    <Card padding="md" className={cn('flex h-full flex-col gap-4', offer.status === 'accepted' && 'border-success-700')}>
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <ProviderSummary provider={offer} headingId={headingId} />
          <div className="flex flex-wrap gap-2">
            {isNew ? <Badge tone="warning">{t('offers.new')}</Badge> : null}
            <OfferStatusBadge offer={offer} now={now} />
          </div>
        </div>
        <p className={cn('text-3xl font-bold text-ink', faded && 'text-ink-muted line-through decoration-1')} data-testid="offer-price">
          <span className="sr-only">{t('offers.price')}: </span>
          <OfferPrice offer={offer} />
        </p>
        <dl className="flex flex-col gap-3 text-base">
          {offer.startTime && !request.startTime ? (
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-ink-muted">{t('offers.proposedStart')}</dt>
              <dd className="text-ink">
                <ProposedStart offer={offer} />
              </dd>
            </div>
          ) : null}
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-ink-muted">{t('offers.validity')}</dt>
            <dd className={cn('text-ink', isExpired(offer, now) && 'font-medium text-danger-800')}>
              <OfferValidity offer={offer} now={now} bare />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-sm text-ink-muted">{t('offers.conditions')}</dt>
            <dd className="whitespace-pre-line text-ink">{offer.conditions?.trim() ? offer.conditions : t('offers.noConditions')}</dd>
          </div>
        </dl>
        {offer.status === 'PAUSED' ? <p className="text-sm font-medium text-warning-700">{t('offers.pausedText')}</p> : null}
        <div className="mt-auto flex flex-col gap-2">
          <OfferAction request={request} offer={offer} now={now} />
          <OpenChatButton with={{ providerId: offer.providerId }} size="sm" className={compactChat} />
        </div>
      </article>
    </Card>
  );
}
