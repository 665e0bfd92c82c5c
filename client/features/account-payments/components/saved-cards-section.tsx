import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardExpiry, cardName } from '../../../components/payments/card-text.ts';
import { goToCheckout, type SavedCard } from '../../../components/payments/payments-api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useMakeDefaultCard, useRemoveCard, useSavedCards, useStartCardSetup } from '../api/saved-cards.ts';
import { PaymentsSection } from './payments-section.tsx';

/** The customer's saved cards: add one (at the card checkout), pick the default, remove one. */
export function SavedCardsSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const cards = useSavedCards();
  const setup = useStartCardSetup();
  const makeDefault = useMakeDefaultCard();
  const [leaving, setLeaving] = useState(false);

  const addCard = () =>
    setup.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => {
        setLeaving(true);
        goToCheckout(checkoutUrl);
      },
    });

  return (
    <PaymentsSection
      id="saved-cards"
      title={t('paymentsPage.cards.title')}
      icon={<CreditCard aria-hidden="true" />}
      action={
        <Button variant="secondary" onClick={addCard} loading={setup.isPending || leaving}>
          {t(cards.data?.length ? 'paymentsPage.cards.change' : 'paymentsPage.cards.add')}
        </Button>
      }
    >
      {setup.error ? (
        <Notice tone="danger" role="alert">
          {errorText(setup.error)}
        </Notice>
      ) : null}
      {makeDefault.error ? (
        <Notice tone="danger" role="alert">
          {errorText(makeDefault.error)}
        </Notice>
      ) : null}
      {cards.isPending ? (
        <div role="status" aria-label={t('paymentsPage.cards.loading')}>
          <Skeleton className="h-16 w-full rounded-lg" />
        </div>
      ) : cards.isError ? (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void cards.refetch()}>{t('paymentsPage.retry')}</Button>}>
          {errorText(cards.error)}
        </Notice>
      ) : cards.data.length === 0 ? (
        <p className="text-base text-ink-muted">{t('paymentsPage.cards.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('paymentsPage.cards.title')}>
          {cards.data.map((card) => (
            <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4" data-testid="saved-card">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {cardName(card)}
                  {card.isDefault ? <Badge tone="primary">{t('paymentsPage.cards.default')}</Badge> : null}
                </span>
                <span className="text-sm text-ink-muted">{t('paymentsPage.cards.expires', { date: cardExpiry(card) })}</span>
              </div>
              <div className="flex flex-wrap gap-2">
                {!card.isDefault ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={makeDefault.isPending && makeDefault.variables === card.id}
                    onClick={() => makeDefault.mutate(card.id)}
                  >
                    {t('paymentsPage.cards.makeDefault')}
                    <span className="sr-only">: {cardName(card)}</span>
                  </Button>
                ) : null}
                <RemoveCardDialog card={card} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PaymentsSection>
  );
}

function RemoveCardDialog({ card }: { card: SavedCard }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const remove = useRemoveCard();
  const name = cardName(card);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      size="sm"
      trigger={
        <Button variant="ghost" size="sm">
          {t('paymentsPage.cards.remove')}
          <span className="sr-only">: {name}</span>
        </Button>
      }
      title={t('paymentsPage.cards.removeTitle')}
      description={t('paymentsPage.cards.removeText', { card: name })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('paymentsPage.cards.keep')}</Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(card.id, { onSuccess: () => setOpen(false) })}>
            {t('paymentsPage.cards.removeConfirm')}
          </Button>
        </>
      }
    >
      {remove.error ? (
        <Notice tone="danger" role="alert">
          {errorText(remove.error)}
        </Notice>
      ) : null}
    </Dialog>
  );
}
