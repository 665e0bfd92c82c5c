import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePaymentReturn } from '../../../components/payments/use-payment-return.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { giftCardsQueryKey } from '../api/gift-cards-api.ts';

/**
 * Back from the card checkout with `?betaling=<id>`: asks how the payment went and says so; the
 * list of bought cards is fetched again once it is decided.
 */
export function GiftCardPaymentReturn({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { state, checkAgain } = usePaymentReturn(paymentId, null);
  const decided = state === 'succeeded' || state === 'failed';
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: giftCardsQueryKey });
  }, [decided, queryClient]);

  if (state === 'none') return null;
  if (state === 'checking') {
    return (
      <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-5 text-ink">
        <Spinner className="size-5" />
        <span>{t('giftCards.payment.checking')}</span>
      </div>
    );
  }
  if (state === 'succeeded') {
    return (
      <section role="status" aria-labelledby="gift-card-paid-title" className="flex items-start gap-3 rounded-2xl border border-success-200 bg-success-50 p-5 text-success-800 sm:p-6" data-testid="gift-card-paid">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="gift-card-paid-title" className="text-xl font-semibold">
            {t('giftCards.payment.paidTitle')}
          </h2>
          <p className="text-base">{t('giftCards.payment.paidText')}</p>
        </div>
      </section>
    );
  }
  if (state === 'failed') {
    return (
      <section role="alert" aria-labelledby="gift-card-failed-title" className="flex items-start gap-3 rounded-2xl border border-danger-50 bg-danger-50 p-5 text-danger-800 sm:p-6" data-testid="payment-failed">
        <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <h2 id="gift-card-failed-title" className="text-xl font-semibold">
            {t('giftCards.payment.failedTitle')}
          </h2>
          <p className="text-base">{t('giftCards.payment.failedText')}</p>
        </div>
      </section>
    );
  }
  if (state === 'undecided') {
    return (
      <Notice
        tone="warning"
        title={t('giftCards.payment.undecidedTitle')}
        action={
          <Button variant="secondary" size="sm" onClick={checkAgain}>
            <Hourglass aria-hidden="true" className="size-4" />
            {t('giftCards.payment.checkAgain')}
          </Button>
        }
      >
        {t('giftCards.payment.undecidedText')}
      </Notice>
    );
  }
  return <Notice tone="warning">{t('giftCards.payment.unknown')}</Notice>;
}
