import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** /verify: where the e-mail login link lands (api-contract: `/verify?token=...`). */
export function VerifyPage() {
  const { t } = useTranslation(['pages', 'common']);
  const [params] = useSearchParams();
  const hasToken = params.has('token');
  return (
    <>
      {/* The site header is hidden here (spec §2), so the page carries the brand itself. */}
      <div className="px-4 pt-4 sm:px-8">
        <BrandLogo />
      </div>
      <PlaceholderPage
      icon={<MailCheck aria-hidden="true" />}
      title={t('verify.title')}
      description={hasToken ? t('verify.withToken') : t('verify.withoutToken')}
      action={
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('common:action.goHome')}
        </Link>
      }
      />
    </>
  );
}
