import { ArrowLeft } from 'lucide-react';
import { Link } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { SubscriptionsView } from '../../features/subscriptions/components/subscriptions-view.tsx';

/** `/account/abonnementer`: the customer's recurring cleanings, running and ended. */
export function SubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('title')} />
      <div className="flex flex-col gap-2">
        <Link to={paths.account} className="inline-flex min-h-touch items-center gap-1 self-start text-base font-medium text-primary-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToAccount')}
        </Link>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-ink-muted">{t('lead')}</p>
      </div>
      <SubscriptionsView />
    </PageContainer>
  );
}
