import { Link } from 'react-router-dom';
import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** /account/chat/call: full-screen call view, without header and footer (spec §2). */
export function CallPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <div className="px-4 pt-4 sm:px-8">
        <BrandLogo />
      </div>
      <PlaceholderPage
      icon={<PhoneCall aria-hidden="true" />}
      title={t('call.title')}
      description={t('call.text')}
      action={
        <Link to={paths.account} className={buttonClasses('secondary')}>
          {t('call.back')}
        </Link>
      }
      />
    </>
  );
}
