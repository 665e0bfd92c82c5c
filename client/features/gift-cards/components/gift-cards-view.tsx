import type { ReactNode } from 'react';
import { Gift, Inbox, ShoppingBag, Ticket, Wallet } from 'lucide-react';
import { useSearchParams } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { CouponList } from '../../../components/discounts/coupon-list.tsx';
import { useBalance } from '../../../components/payments/payments-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useGiftCards } from '../api/gift-cards-api.ts';
import { BuyGiftCardForm } from './buy-gift-card-form.tsx';
import { BoughtGiftCardList, RedeemedGiftCardList } from './gift-card-lists.tsx';
import { GiftCardPaymentReturn } from './gift-card-payment-return.tsx';
import { GiftCardSection } from './gift-card-section.tsx';
import { RedeemGiftCardForm } from './redeem-gift-card-form.tsx';

/** The account balance gift cards go into. */
function BalanceAmount() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const balance = useBalance();
  if (balance.isPending) {
    return (
      <div role="status" aria-label={t('giftCards.balance.loading')}>
        <Skeleton className="h-9 w-48 rounded-lg" />
      </div>
    );
  }
  return (
    <p className="text-2xl font-bold text-ink tabular-nums" data-testid="gift-card-balance" aria-live="polite">
      {t('giftCards.balance.amount', { amount: formatMoney(balance.data ?? 0, language) })}
    </p>
  );
}

/** The bought and redeemed lists share one request. */
function GiftCardLists() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const cards = useGiftCards();
  const body = (list: (data: NonNullable<typeof cards.data>) => ReactNode) => {
    if (cards.isPending) {
      return (
        <div role="status" aria-label={t('giftCards.listLoading')}>
          <Skeleton className="h-20 w-full rounded-lg" />
        </div>
      );
    }
    if (cards.isError) {
      return (
        <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void cards.refetch()}>{t('giftCards.retry')}</Button>}>
          {errorText(cards.error)}
        </Notice>
      );
    }
    return list(cards.data);
  };
  return (
    <>
      <GiftCardSection id="bought" title={t('giftCards.bought.title')} icon={<Gift aria-hidden="true" />}>
        {body((data) => <BoughtGiftCardList cards={data.bought} />)}
      </GiftCardSection>
      <GiftCardSection id="redeemed" title={t('giftCards.redeemed.title')} icon={<Inbox aria-hidden="true" />}>
        {body((data) => <RedeemedGiftCardList cards={data.redeemed} />)}
      </GiftCardSection>
    </>
  );
}

/**
 * The gift cards page: the outcome of a payment just made, the balance, redeeming a code (filled
 * in from `?kode=`), buying a card, the customer's cards and their coupons.
 */
export function GiftCardsView() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const paymentId = params.get('betaling');
  const code = params.get('kode') ?? '';
  const dropCode = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('kode');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      {paymentId ? <GiftCardPaymentReturn paymentId={paymentId} /> : null}
      <GiftCardSection id="balance" title={t('giftCards.balance.title')} description={t('giftCards.balance.text')} icon={<Wallet aria-hidden="true" />}>
        <BalanceAmount />
      </GiftCardSection>
      <GiftCardSection id="redeem" title={t('giftCards.redeem.title')} description={t('giftCards.redeem.text')} icon={<Ticket aria-hidden="true" />}>
        <RedeemGiftCardForm initialCode={code} onRedeemed={dropCode} />
      </GiftCardSection>
      <GiftCardSection id="buy-gift-card" title={t('giftCards.buy.title')} description={t('giftCards.buy.text')} icon={<ShoppingBag aria-hidden="true" />}>
        <BuyGiftCardForm />
      </GiftCardSection>
      <GiftCardLists />
      <GiftCardSection id="coupons" title={t('giftCards.coupons.title')} description={t('giftCards.coupons.text')} icon={<Gift aria-hidden="true" />}>
        <CouponList />
      </GiftCardSection>
    </div>
  );
}
