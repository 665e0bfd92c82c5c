import { Link, useSearchParams } from '../../../lib/navigation.tsx';
import { ArrowLeft, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PaymentChecking } from '../../../components/payments/payment-return-views.tsx';
import { usePaymentReturn } from '../../../components/payments/use-payment-return.ts';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { InvoicesSection } from './invoices-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { ReceiptsSection } from './receipts-section.tsx';
import { SavedCardsSection } from './saved-cards-section.tsx';

/**
 * "Betalinger og utbetalinger": saved cards, receipts and invoices, and for providers the way to
 * their payouts. Back from adding a card (`?betaling=`), it says whether the card was saved.
 */
export function AccountPaymentsView({ isProvider }: { isProvider: boolean }) {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const cardReturn = usePaymentReturn(search.get('betaling'), null);
  return (
    <PageContainer className="flex max-w-4xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('paymentsPage.title')} />
      <Link to={paths.accountSettings} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('paymentsPage.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('paymentsPage.title')}</h1>
        <p className="text-lg text-ink-muted">{t('paymentsPage.lead')}</p>
      </div>
      {cardReturn.state === 'checking' ? <PaymentChecking /> : null}
      {cardReturn.state === 'succeeded' ? <Notice role="status" title={t('paymentsPage.cards.saved')} /> : null}
      {cardReturn.state === 'failed' ? (
        <Notice tone="danger" role="alert" title={t('paymentsPage.cards.notSaved')}>
          {t('paymentsPage.cards.notSavedText')}
        </Notice>
      ) : null}
      {cardReturn.state === 'undecided' ? <Notice tone="warning">{t('paymentsPage.cards.undecided')}</Notice> : null}
      <SavedCardsSection />
      <ReceiptsSection />
      <InvoicesSection />
      {isProvider ? (
        <PaymentsSection id="payouts" title={t('paymentsPage.payouts.title')} icon={<Wallet aria-hidden="true" />}>
          <p className="text-base text-ink-muted">{t('paymentsPage.payouts.text')}</p>
          <Link to={paths.agentPayouts} className={buttonClasses('secondary', 'md', 'self-start')}>
            {t('paymentsPage.payouts.link')}
          </Link>
        </PaymentsSection>
      ) : null}
    </PageContainer>
  );
}
