import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { GiftCardsView } from '../../features/gift-cards/components/gift-cards-view.tsx';

/** `/account/gavekort`: balance, redeeming a code, buying a gift card, the customer's cards and coupons. */
export function GiftCardsPage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('giftCards.title')} />
      <div className="flex flex-col gap-2">
        <Link to={paths.account} className="inline-flex min-h-touch items-center gap-1 self-start text-base font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('giftCards.backToAccount')}
        </Link>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('giftCards.title')}</h1>
        <p className="text-lg text-ink-muted">{t('giftCards.lead')}</p>
      </div>
      <GiftCardsView />
    </PageContainer>
  );
}
