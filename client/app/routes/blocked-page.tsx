import { Link } from 'react-router-dom';
import { Ban, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuthStore } from '../../features/auth/store.ts';
import { appConfig } from '../../lib/config.ts';

/** /blokkert: tells a blocked person why and how to reach support (spec §2, §6). */
export function BlockedPage() {
  const { t } = useTranslation('pages');
  const user = useAuthStore((state) => state.user);
  return (
    <PlaceholderPage
      icon={<Ban aria-hidden="true" />}
      title={t('blocked.title')}
      description={user?.blockedMessage || t('blocked.text')}
      action={
        <>
          <a href={`mailto:${appConfig.supportEmail}`} className={buttonClasses('primary')}>
            <Mail aria-hidden="true" className="size-5" />
            {t('blocked.contact')}
          </a>
          {user ? (
            <Link to={paths.account} className={buttonClasses('secondary')}>
              {t('blocked.account')}
            </Link>
          ) : null}
        </>
      }
    >
      <p className="text-sm text-ink-muted">{t('blocked.contactText', { email: appConfig.supportEmail })}</p>
    </PlaceholderPage>
  );
}
