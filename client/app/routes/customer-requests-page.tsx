import { Link } from '../../lib/navigation.tsx';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CustomerRequestsView } from '../../features/customer-requests/components/customer-requests-view.tsx';

/** `/account/foresporsler`: the signed-in customer's custom requests and their offers ("Mine forespørsler"). */
export function CustomerRequestsPage() {
  const { t } = useTranslation('customerRequests');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('list.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('list.title')}</h1>
          <p className="text-lg text-ink-muted">{t('list.lead')}</p>
        </div>
        <Link to={paths.customRequest} className={buttonClasses('secondary')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('list.newRequest')}
        </Link>
      </div>
      <CustomerRequestsView />
    </PageContainer>
  );
}
