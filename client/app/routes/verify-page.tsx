import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { LinkVerification, OidcReturn } from '../../features/auth/components/verify-flows.tsx';

/**
 * /verify: where the e-mail login link (`?token=`) and the third-party login (`?oidc=1`, or
 * `?oidc=error` when it failed) land.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const oidc = params.get('oidc');
  return (
    <>
      {/* The site header is hidden here (spec §2), so the page carries the brand itself. */}
      <div className="px-4 pt-4 sm:px-8">
        <BrandLogo />
      </div>
      {token ? (
        <LinkVerification key={token} token={token} />
      ) : oidc === '1' ? (
        <OidcReturn status="new" />
      ) : oidc !== null ? (
        <OidcReturn status="error" />
      ) : (
        <AboutLoginLinks />
      )}
    </>
  );
}

function AboutLoginLinks() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      icon={<MailCheck aria-hidden="true" />}
      title={t('verify.title')}
      description={t('verify.withoutToken')}
      action={
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('common:action.goHome')}
        </Link>
      }
    />
  );
}
