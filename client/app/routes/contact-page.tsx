import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { useAuthConfig } from '../../features/auth/api/get-auth-config.ts';
import { ContactDetails } from '../../features/legal/contact-details.tsx';
import { LegalPageLayout } from '../../features/legal/legal-page-layout.tsx';
import { appConfig } from '../../lib/config.ts';

/** /kontakt: how to reach us and who we are. */
export function ContactPage() {
  const { t } = useTranslation('legal');
  const { config } = useAuthConfig();
  return (
    <LegalPageLayout title={t('contact.title')} lead={t('contact.lead')} currentPath={paths.contact}>
      <ContactDetails supportEmail={config?.supportEmail ?? appConfig.supportEmail} />
    </LegalPageLayout>
  );
}
