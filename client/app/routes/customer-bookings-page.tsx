import { Link } from '../../lib/navigation.tsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { CustomerBookingsView } from '../../features/customer-bookings/components/customer-bookings-view.tsx';

/** `/account/bestillinger`: the signed-in customer's bookings in three tabs (spec §2). */
export function CustomerBookingsPage() {
  const { t } = useTranslation('bookings');
  const { t: tRequests } = useTranslation('customerRequests');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('list.title')} />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('list.title')}</h1>
        <p className="text-lg text-ink-muted">{t('list.lead')}</p>
        <Link to={paths.accountRequests} className="inline-flex min-h-touch items-center gap-2 self-start font-medium text-primary-700 hover:underline">
          {tRequests('account.bookingsLink')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <CustomerBookingsView />
    </PageContainer>
  );
}
