import { Link } from '../../lib/navigation.tsx';
import { Ban, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useAuthConfig } from '../../features/auth/api/get-auth-config.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { appConfig } from '../../lib/config.ts';

/** /blokkert: tells a blocked person why and how to reach support (spec §2, §6). */
export function BlockedPage() {
  const { t } = useTranslation('pages');
  const { data: user } = useCurrentUser();
  const { config } = useAuthConfig();
  const supportEmail = config?.supportEmail ?? appConfig.supportEmail;
  return (
    <PlaceholderPage
      icon={<Ban aria-hidden="true" />}
      title={t('blocked.title')}
      description={t('blocked.text')}
      action={
        <>
          <a href={`mailto:${supportEmail}`} className={buttonClasses('primary')}>
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
      {user?.blockedMessage ? (
        <figure className="w-full max-w-md rounded-lg border border-border bg-surface p-4 text-left">
          <figcaption className="text-sm font-medium text-ink-muted">{t('blocked.messageLabel')}</figcaption>
          <blockquote className="mt-1 text-base text-ink">{user.blockedMessage}</blockquote>
        </figure>
      ) : null}
      <p className="text-sm text-ink-muted">{t('blocked.contactText', { email: supportEmail })}</p>
    </PlaceholderPage>
  );
}
