import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';

/** `/account/varsler`: every notification of the signed-in person, all or only the unread. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <PageContainer className="flex max-w-3xl flex-col gap-6 py-8 sm:py-12">
      <PageTitle title={t('title')} />
      <NotificationList headingLevel="h1" />
    </PageContainer>
  );
}
