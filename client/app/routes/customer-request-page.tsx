import { useParams } from 'react-router-dom';
import { FileX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { MissingPage, PageLoadError, PageLoading } from '../../components/layout/page-states.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useCustomerRequest } from '../../features/customer-requests/api/customer-requests.ts';
import { RequestDetails } from '../../features/customer-requests/components/request-details.tsx';

/** `/account/foresporsler/:id`: one of the customer's custom requests with its offers. */
export function CustomerRequestPage() {
  const { t } = useTranslation('customerRequests');
  const { id = '' } = useParams();
  const query = useCustomerRequest(id);

  if (query.isPending) return <PageLoading label={t('detail.loading')} />;
  if (query.isError) {
    return <PageLoadError title={t('detail.error.title')} text={t('detail.error.text')} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (!query.data) {
    return <MissingPage icon={<FileX2 aria-hidden="true" />} title={t('detail.notFound.title')} text={t('detail.notFound.text')} browseLabel={t('detail.browse')} />;
  }
  return (
    <PageContainer className="flex flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={query.data.title} />
      <RequestDetails request={query.data} />
    </PageContainer>
  );
}
