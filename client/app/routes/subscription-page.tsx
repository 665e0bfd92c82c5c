import { useParams } from 'react-router-dom';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { MissingPage, PageLoadError, PageLoading } from '../../components/layout/page-states.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useSubscription } from '../../features/subscriptions/api/subscriptions-api.ts';
import { SubscriptionDetails } from '../../features/subscriptions/components/subscription-details.tsx';

/** `/account/abonnementer/:id`: one subscription with its visits and what the customer may change. */
export function SubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const { id = '' } = useParams();
  const query = useSubscription(id);
  if (query.isPending) return <PageLoading label={t('detail.loading')} className="max-w-3xl" />;
  if (query.isError) {
    return <PageLoadError title={t('detail.error.title')} text={t('detail.error.text')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (!query.data) {
    return <MissingPage icon={<Repeat aria-hidden="true" />} title={t('detail.notFound.title')} text={t('detail.notFound.text')} browseLabel={t('list.browse')} />;
  }
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={query.data.serviceTitle} />
      <SubscriptionDetails subscription={query.data} />
    </PageContainer>
  );
}
