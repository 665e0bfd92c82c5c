import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { HelpFaq } from '../../features/legal/help-faq.tsx';
import { LegalPageLayout } from '../../features/legal/legal-page-layout.tsx';

/** /hjelp: answers to the common questions. */
export function HelpPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPageLayout title={t('help.title')} lead={t('help.lead')} currentPath={paths.help}>
      <HelpFaq />
    </LegalPageLayout>
  );
}
