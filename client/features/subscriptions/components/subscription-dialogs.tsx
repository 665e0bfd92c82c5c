import { useState } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { cardExpiry, cardName } from '../../../components/payments/card-text.ts';
import { useSavedCards } from '../../../components/payments/payments-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import {
  useCancelSubscription,
  useChangeSubscriptionCard,
  useSkipVisit,
  type SubscriptionView,
  type SubscriptionVisitView,
} from '../api/subscriptions-api.ts';
import { useSubscriptionText } from '../lib/subscription-text.ts';

/**
 * Skipping a coming visit, free while it is before its cancellation deadline: the next one from the
 * subscription's actions, any other from its row in the visit list (`inRow`, named by its date).
 */
export function SkipVisitDialog({ subscriptionId, visit, inRow = false }: { subscriptionId: string; visit: SubscriptionVisitView; inRow?: boolean }) {
  const { t } = useTranslation('subscriptions');
  const { language, when } = useSubscriptionText();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const skip = useSkipVisit(subscriptionId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) skip.reset();
      }}
      size="sm"
      trigger={
        inRow ? (
          <Button variant="ghost" size="sm" aria-label={t('skip.openVisitLabel', { when: when(visit.startsAt) })}>
            {t('skip.openVisit')}
          </Button>
        ) : (
          <Button variant="secondary">{t('skip.open')}</Button>
        )
      }
      title={t(inRow ? 'skip.titleVisit' : 'skip.title')}
      description={t('skip.text', { date: formatDate(visit.startsAt, language), time: formatTime(visit.startsAt, language) })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('skip.keep')}</Button>
          </DialogClose>
          <Button
            loading={skip.isPending}
            onClick={() =>
              skip.mutate(visit.id, {
                onSuccess: () => {
                  setOpen(false);
                  showToast({ title: t('skip.done'), tone: 'success' });
                },
              })
            }
          >
            {t('skip.confirm')}
          </Button>
        </>
      }
    >
      {skip.error ? (
        <Notice tone="danger" role="alert">
          {errorText(skip.error)}
        </Notice>
      ) : null}
    </Dialog>
  );
}

/** Choosing another saved card; a new card is added on the payments page. */
export function ChangeCardDialog({ subscription }: { subscription: SubscriptionView }) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const cards = useSavedCards({ enabled: open });
  const change = useChangeSubscriptionCard(subscription.id);
  const [chosen, setChosen] = useState<string>('');
  const selected = chosen || subscription.card?.id || '';
  const canConfirm = Boolean(cards.data?.some((card) => card.id === selected)) && selected !== subscription.card?.id;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          change.reset();
          setChosen('');
        }
      }}
      trigger={<Button variant="secondary">{t('changeCard.open')}</Button>}
      title={t('changeCard.title')}
      description={t('changeCard.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('changeCard.keep')}</Button>
          </DialogClose>
          <Button
            disabled={!canConfirm}
            loading={change.isPending}
            onClick={() =>
              change.mutate(selected, {
                onSuccess: () => {
                  setOpen(false);
                  setChosen('');
                  showToast({ title: t('changeCard.done'), tone: 'success' });
                },
              })
            }
          >
            {t('changeCard.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {cards.isPending ? (
          <div role="status" aria-label={t('changeCard.loading')}>
            <Skeleton className="h-16 w-full rounded-lg" />
          </div>
        ) : cards.isError ? (
          <Notice tone="danger" role="alert">
            {errorText(cards.error)}
          </Notice>
        ) : cards.data.length === 0 ? (
          <p className="text-base text-ink-muted">{t('changeCard.none')}</p>
        ) : (
          <RadioCards
            label={t('changeCard.label')}
            value={selected}
            onValueChange={setChosen}
            options={cards.data.map((card) => ({
              value: card.id,
              label: cardName(card),
              description: t('changeCard.expires', { date: cardExpiry(card) }),
            }))}
          />
        )}
        <Link to={paths.accountPayments} className="inline-flex min-h-touch items-center self-start font-medium text-primary-700 hover:underline">
          {t('changeCard.add')}
        </Link>
        {change.error ? (
          <Notice tone="danger" role="alert">
            {errorText(change.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * Ending the subscription; the coming visits are cancelled too unless the customer unticks it,
 * and the dialog says before they confirm that visits past their deadline stay and are charged.
 */
export function CancelSubscriptionDialog({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [cancelUpcoming, setCancelUpcoming] = useState(true);
  const cancel = useCancelSubscription(subscriptionId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          cancel.reset();
          setCancelUpcoming(true);
        }
      }}
      trigger={<Button variant="ghost">{t('cancel.open')}</Button>}
      title={t('cancel.title')}
      description={t('cancel.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(cancelUpcoming, {
                onSuccess: () => {
                  setOpen(false);
                  showToast({ title: t('cancel.done'), tone: 'success' });
                },
              })
            }
          >
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Checkbox label={t('cancel.upcoming')} checked={cancelUpcoming} onCheckedChange={setCancelUpcoming} />
        <p className="text-base text-ink-soft" data-testid="cancel-deadline-note">
          {t('cancel.deadline')}
        </p>
        {cancel.error ? (
          <Notice tone="danger" role="alert">
            {errorText(cancel.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}
