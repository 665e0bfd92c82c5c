import { Link } from '../../../lib/navigation.tsx';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitStateName } from '#shared/subscriptions/subscription.schema.ts';
import { accountBookingPath } from '#shared/routing/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useMoveVisit, type SubscriptionVisitView } from '../api/subscriptions-api.ts';
import { useSubscriptionText } from '../lib/subscription-text.ts';
import { SkipVisitDialog } from './subscription-dialogs.tsx';

const stateTones = {
  booked: 'primary',
  paid: 'success',
  unpaid: 'danger',
  skipped: 'neutral',
  cancelled: 'neutral',
  collided: 'warning',
} as const satisfies Record<VisitStateName, string>;

/** A collided visit's suggested free times, each a button that books the visit there. */
function MoveVisitChoices({ subscriptionId, visit }: { subscriptionId: string; visit: SubscriptionVisitView }) {
  const { t } = useTranslation('subscriptions');
  const { when } = useSubscriptionText();
  const errorText = useErrorText();
  const move = useMoveVisit(subscriptionId);
  const labelId = `move-visit-${visit.id}`;
  if (visit.suggestedTimes.length === 0) return <p className="text-sm text-ink-muted">{t('move.none')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-warning-50 p-3">
      <p id={labelId} className="flex items-center gap-2 text-sm font-medium text-ink">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t('move.text')}
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {visit.suggestedTimes.map((time) => (
          <Button
            key={time.getTime()}
            variant="secondary"
            size="sm"
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { visitId: visit.id, startTime: time },
                { onSuccess: () => showToast({ title: t('move.done', { when: when(time) }), tone: 'success' }) },
              )
            }
          >
            {t('move.choose', { when: when(time) })}
          </Button>
        ))}
      </div>
      {move.error ? (
        <Notice tone="danger" role="alert">
          {errorText(move.error)}
        </Notice>
      ) : null}
    </div>
  );
}

/**
 * One visit. A coming one (`subscriptionId` given while the subscription runs) offers what the
 * customer may do: skip it while it is free, and for a collided one, its suggested free times.
 */
function VisitRow({ visit, subscriptionId }: { visit: SubscriptionVisitView; subscriptionId?: string | undefined }) {
  const { t } = useTranslation('subscriptions');
  const { when, language } = useSubscriptionText();
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0" data-testid="subscription-visit">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-ink">{when(visit.startsAt)}</span>
        <Badge tone={stateTones[visit.state]}>{t(`visits.state.${visit.state}`)}</Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-base">
        <span className="text-ink-soft">
          <span className="sr-only">{t('facts.priceLabel')}: </span>
          {formatMoney(visit.priceOre, language)}
        </span>
        {visit.bookingId ? (
          <Link to={accountBookingPath(visit.bookingId)} className="inline-flex min-h-touch items-center font-medium text-primary-700 hover:underline">
            {t('visits.booking')}
            <span className="sr-only">: {when(visit.startsAt)}</span>
          </Link>
        ) : null}
      </div>
      {visit.declined && (visit.state === 'booked' || visit.state === 'unpaid') ? (
        <p className="text-sm font-medium text-danger-800">
          {visit.nextTryAt
            ? t('visits.declinedRetry', { date: formatDate(visit.nextTryAt, language), time: formatTime(visit.nextTryAt, language) })
            : t('visits.declinedChange')}
        </p>
      ) : null}
      {subscriptionId && visit.state === 'collided' ? <MoveVisitChoices subscriptionId={subscriptionId} visit={visit} /> : null}
      {subscriptionId && visit.canSkip ? (
        <div className="flex flex-wrap items-center gap-2">
          <SkipVisitDialog subscriptionId={subscriptionId} visit={visit} inRow />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The visits of a subscription: the coming ones first, soonest first, then the past ones
 * ("Tidligere besøk"), latest first. A visit is past once it has started. With `subscriptionId`
 * (a subscription still running) each coming visit the customer may skip has its own button.
 */
export function SubscriptionVisits({ visits, subscriptionId, now = new Date() }: { visits: SubscriptionVisitView[]; subscriptionId?: string | undefined; now?: Date }) {
  const { t } = useTranslation('subscriptions');
  const coming = visits.filter((visit) => visit.startsAt.getTime() >= now.getTime());
  const past = visits.filter((visit) => visit.startsAt.getTime() < now.getTime()).reverse();
  return (
    <Card padding="lg" className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-ink">{t('visits.title')}</h2>
      <section aria-labelledby="subscription-visits-coming" className="flex flex-col gap-1">
        <h3 id="subscription-visits-coming" className="text-lg font-semibold text-ink">
          {t('visits.coming')}
        </h3>
        {coming.length ? (
          <ul aria-labelledby="subscription-visits-coming">{coming.map((visit) => <VisitRow key={visit.id} visit={visit} subscriptionId={subscriptionId} />)}</ul>
        ) : (
          <p className="text-base text-ink-muted">{t('visits.noneComing')}</p>
        )}
      </section>
      <section aria-labelledby="subscription-visits-past" className="flex flex-col gap-1">
        <h3 id="subscription-visits-past" className="text-lg font-semibold text-ink">
          {t('visits.past')}
        </h3>
        {past.length ? (
          <ul aria-labelledby="subscription-visits-past">{past.map((visit) => <VisitRow key={visit.id} visit={visit} />)}</ul>
        ) : (
          <p className="text-base text-ink-muted">{t('visits.nonePast')}</p>
        )}
      </section>
    </Card>
  );
}
