import { Link } from '../../../lib/navigation.tsx';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePauseSubscription, type SubscriptionDetailView } from '../api/subscriptions-api.ts';
import { useSubscriptionText } from '../lib/subscription-text.ts';
import { ChangePlanDialog } from './subscription-change-dialog.tsx';
import { CancelSubscriptionDialog, ChangeCardDialog, SkipVisitDialog } from './subscription-dialogs.tsx';
import { SubscriptionFacts } from './subscription-facts.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';
import { SubscriptionVisits } from './subscription-visits.tsx';

/** Pause a running subscription, or start one the customer paused again. */
function PauseButton({ subscription }: { subscription: SubscriptionDetailView }) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const pause = usePauseSubscription(subscription.id);
  const pausing = subscription.status === 'active';
  // Paused for unpaid visits, it starts again when the card is changed.
  if (subscription.status === 'paused' && subscription.pauseReason !== 'customer') return null;
  return (
    <>
      <Button
        variant="secondary"
        loading={pause.isPending}
        onClick={() =>
          pause.mutate(pausing, {
            onSuccess: () => showToast({ title: t(pausing ? 'pause.done' : 'resume.done'), tone: 'success' }),
          })
        }
      >
        {t(pausing ? 'pause.open' : 'resume.open')}
      </Button>
      {pause.error ? (
        <Notice tone="danger" role="alert" className="basis-full">
          {errorText(pause.error)}
        </Notice>
      ) : null}
    </>
  );
}

/** One subscription for its customer: where it stands, what they may do with it, and its visits. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionDetailView }) {
  const { t } = useTranslation('subscriptions');
  const { duration } = useSubscriptionText();
  const place = subscription.deliveryPlace;
  const running = subscription.status !== 'cancelled';
  const next = subscription.nextVisit;
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.accountSubscriptions} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{subscription.serviceTitle}</h1>
          <SubscriptionStatusBadge status={subscription.status} />
        </div>
        <p className="text-lg text-ink-soft">{t('facts.provider', { name: subscription.providerName })}</p>
        <p className="text-base text-ink-muted">
          {t('facts.address', { street: place.street, postalCode: place.postalCode, place: place.place })} · {duration(subscription.durationMinutes)}
        </p>
        {subscription.firstVisitPromoPercentage ? (
          <p className="text-base text-ink-muted">{t('facts.firstVisitPromo', { percentage: subscription.firstVisitPromoPercentage })}</p>
        ) : null}
      </div>
      <Card padding="lg" className="flex flex-col gap-4">
        <SubscriptionFacts subscription={subscription} />
        {running ? (
          <section aria-labelledby="subscription-actions" className="flex flex-col gap-3 border-t border-border pt-4">
            <h2 id="subscription-actions" className="text-lg font-semibold text-ink">
              {t('detail.actions')}
            </h2>
            <div className="flex flex-wrap gap-3">
              {next?.canSkip ? <SkipVisitDialog subscriptionId={subscription.id} visit={next} /> : null}
              <PauseButton subscription={subscription} />
              {subscription.status === 'active' ? <ChangePlanDialog subscription={subscription} /> : null}
              <ChangeCardDialog subscription={subscription} />
              <CancelSubscriptionDialog subscriptionId={subscription.id} />
            </div>
          </section>
        ) : null}
      </Card>
      <SubscriptionVisits visits={subscription.visits} subscriptionId={running ? subscription.id : undefined} />
    </div>
  );
}
