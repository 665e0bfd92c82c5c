import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { openConsentSettings } from '../../lib/consent-settings-store.ts';
import { LegalDocument } from '../../features/legal/legal-document.tsx';

/** /informasjonskapsler: the cookies we set, and a way to change the answer. */
export function CookiesPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalDocument
      document="cookies"
      path={paths.cookies}
      after={
        <div>
          <Button variant="secondary" onClick={openConsentSettings}>
            {t('cookies.openSettings')}
          </Button>
        </div>
      }
    />
  );
}
